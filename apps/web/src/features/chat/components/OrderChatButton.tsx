import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useOpenChatThread } from '../api/openChatThread';
import { chatThreadPath } from '../paths';

/** 업체와 채팅 on an order's service: opens the conversation with its company (created on the first tap). */
export function OrderChatButton({ lineIdx, companyName }: { lineIdx: number; companyName: string }) {
  const open = useOpenChatThread();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Button
      size="md"
      variant="secondary"
      fullWidth
      leftIcon={<MessageCircle size={18} aria-hidden="true" />}
      loading={open.isPending}
      aria-label={`${companyName}와 채팅하기`}
      onClick={() =>
        open.mutate(
          { kind: 'order', orderLineIdx: lineIdx },
          {
            onSuccess: (thread) => navigate(chatThreadPath(thread.threadIdx)),
            onError: (error) => toast.show(errorMessage(error, '채팅을 열지 못했어요. 잠시 후 다시 시도해 주세요.')),
          },
        )
      }
    >
      업체와 채팅
    </Button>
  );
}
