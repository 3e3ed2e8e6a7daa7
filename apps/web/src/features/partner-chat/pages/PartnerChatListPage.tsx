import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { ChatThreadRow } from '../../../components/chat/ChatThreadRow';
import list from '../../../components/chat/ChatList.module.css';
import { useChatStream } from '../../../components/chat/useChatStream';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { usePartnerHeader } from '../../partner-auth';
import { partnerChatKeys } from '../api/keys';
import { usePartnerChatThreads } from '../api/partnerListChatThreads';
import { partnerChatStream } from '../api/partnerStreamChat';
import { partnerChatThreadPath } from '../paths';

/** /partner/chat: the company's chats with customers, latest first, with unread counts; live. */
export function PartnerChatListPage() {
  usePartnerHeader({ title: '채팅' });
  const threads = usePartnerChatThreads();
  const queryClient = useQueryClient();
  useChatStream(
    partnerChatStream,
    {
      onMessage: () => void queryClient.invalidateQueries({ queryKey: partnerChatKeys.threads() }),
      onOpen: (reconnected) => {
        if (reconnected) void queryClient.invalidateQueries({ queryKey: partnerChatKeys.threads() });
      },
    },
    'partner',
  );

  if (threads.isPending) {
    return (
      <SkeletonGroup className={list.skeleton} label="채팅 목록을 불러오고 있어요">
        {[0, 1, 2].map((i) => (
          <div key={i} className={list.skeletonRow}>
            <Skeleton width={44} height={44} radius={22} />
            <div className={list.skeletonText}>
              <Skeleton width="40%" height={16} />
              <Skeleton width="75%" height={14} />
            </div>
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (threads.isError) return <LoadError title="채팅 목록을 불러오지 못했어요" error={threads.error} onRetry={() => void threads.refetch()} />;
  if (threads.data.length === 0) {
    return (
      <EmptyState
        icon={<MessagesSquare size={40} strokeWidth={1.5} />}
        title="아직 고객과 나눈 채팅이 없어요"
        description="고객이 주문에서 채팅을 보내거나, 주문 상세의 ‘고객과 채팅’을 누르면 여기에 나타나요."
      />
    );
  }
  const sorted = [...threads.data].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <ul className={list.list} aria-label="고객 채팅 목록">
      {sorted.map((thread) => (
        <li key={thread.threadIdx}>
          <ChatThreadRow thread={thread} to={partnerChatThreadPath(thread.threadIdx)} />
        </li>
      ))}
    </ul>
  );
}
