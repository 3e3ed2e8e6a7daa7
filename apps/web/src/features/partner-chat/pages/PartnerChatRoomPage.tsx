import { isApiError } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ChatContextBar } from '../../../components/chat/ChatContextBar';
import { ChatRoomView } from '../../../components/chat/ChatRoomView';
import type { ChatRoomSource } from '../../../components/chat/useChatRoom';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { partnerPresign } from '../../../lib/api/partnerGetPresignedUrl';
import { usePartnerHeader } from '../../partner-auth';
import { partnerChatKeys } from '../api/keys';
import { usePartnerChatThread } from '../api/partnerGetChatThread';
import { partnerListChatMessages } from '../api/partnerListChatMessages';
import { partnerReadChatThread } from '../api/partnerReadChatThread';
import { partnerSendChatMessage } from '../api/partnerSendChatMessage';
import { partnerChatStream } from '../api/partnerStreamChat';
import { PARTNER_CHAT } from '../paths';
import styles from './PartnerChat.module.css';

const positiveInt = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** /partner/chat/:threadIdx: one customer chat, live, above the console's tabs. */
export function PartnerChatRoomPage() {
  const threadIdx = positiveInt(useParams().threadIdx);
  const query = usePartnerChatThread(threadIdx ?? 0, threadIdx !== null);
  usePartnerHeader({ title: query.data?.title ?? '채팅', backTo: PARTNER_CHAT });
  if (threadIdx === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <EmptyState title="채팅을 찾을 수 없어요" description="채팅 목록에서 다시 골라 주세요." />;
  }
  if (query.isPending) {
    return (
      <SkeletonGroup label="대화를 불러오고 있어요" className={styles.pending}>
        <Skeleton height={44} />
      </SkeletonGroup>
    );
  }
  if (query.isError) return <LoadError title="대화를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  return <Conversation thread={query.data} />;
}

function Conversation({ thread }: { thread: ChatThread }) {
  const queryClient = useQueryClient();
  const { threadIdx } = thread;
  const source = useMemo<ChatRoomSource>(
    () => ({
      threadIdx,
      me: 'partner',
      listMessages: (query) => partnerListChatMessages(threadIdx, query),
      sendMessage: (body) => partnerSendChatMessage(threadIdx, body),
      markRead: (messageIdx) => partnerReadChatThread(threadIdx, messageIdx),
      stream: partnerChatStream,
      otherLastReadIdx: thread.otherLastReadIdx,
      onActivity: () => void queryClient.invalidateQueries({ queryKey: partnerChatKeys.threads() }),
    }),
    [threadIdx, thread.otherLastReadIdx, queryClient],
  );
  return (
    <div className={styles.room}>
      <ChatContextBar subtitle={thread.subtitle} orderHref={thread.order && `/partner/orders/${thread.order.lineIdx}`} />
      <ChatRoomView
        source={source}
        emptyText="고객에게 방문 일정이나 준비할 것을 안내해 보세요. 연락처, 계좌번호, 메신저 아이디는 가려서 전해져요."
        photoType="chat"
        presign={partnerPresign}
      />
    </div>
  );
}
