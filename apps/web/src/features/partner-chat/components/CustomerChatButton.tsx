import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { usePartnerOpenChatThread } from '../api/partnerOpenChatThread';
import { partnerChatThreadPath } from '../paths';

/** 고객과 채팅 on the console's order page: opens the chat with this order's customer (created on the first tap). */
export function CustomerChatButton({ lineIdx }: { lineIdx: number }) {
  const open = usePartnerOpenChatThread();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Button
      size="md"
      variant="secondary"
      fullWidth
      leftIcon={<MessageCircle size={18} aria-hidden="true" />}
      loading={open.isPending}
      onClick={() =>
        open.mutate(lineIdx, {
          onSuccess: (thread) => navigate(partnerChatThreadPath(thread.threadIdx)),
          onError: (error) => toast.show(errorMessage(error, '채팅을 열지 못했어요. 잠시 후 다시 시도해 주세요.')),
        })
      }
    >
      고객과 채팅
    </Button>
  );
}
