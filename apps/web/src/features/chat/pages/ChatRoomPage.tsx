import { isApiError } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleOff } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ChatContextBar } from '../../../components/chat/ChatContextBar';
import { ChatRoomView } from '../../../components/chat/ChatRoomView';
import { PayOutsideWarning } from '../../../components/chat/PayOutsideWarning';
import type { ChatRoomSource } from '../../../components/chat/useChatRoom';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useHideBottomNav } from '../../../components/layout/ShellContext';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { orderPath } from '../../../lib/paths';
import { RequireAuth } from '../../auth';
import { useChatThread } from '../api/getChatThread';
import { chatKeys } from '../api/keys';
import { listChatMessages } from '../api/listChatMessages';
import { readChatThread } from '../api/readChatThread';
import { sendChatMessage } from '../api/sendChatMessage';
import { residentChatStream } from '../api/streamChat';
import { CHAT_PATH } from '../paths';
import styles from './ChatPages.module.css';

const positiveInt = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** /chat/:threadIdx: one conversation, live. */
export default function ChatRoomPage() {
  useHideBottomNav();
  const threadIdx = positiveInt(useParams().threadIdx);
  return (
    <RequireAuth pending={<RoomHeaderSkeleton />}>
      <Room threadIdx={threadIdx} />
    </RequireAuth>
  );
}

function RoomHeaderSkeleton() {
  return (
    <>
      <PageHeader title="채팅" backFallback={CHAT_PATH} />
      <SkeletonGroup label="대화를 불러오고 있어요">
        <Skeleton height={44} />
      </SkeletonGroup>
    </>
  );
}

function Room({ threadIdx }: { threadIdx: number | null }) {
  const query = useChatThread(threadIdx ?? 0, threadIdx !== null);
  const navigate = useNavigate();
  if (threadIdx === null || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400))) {
    return (
      <>
        <PageHeader title="채팅" backFallback={CHAT_PATH} />
        <EmptyState
          icon={<MessageCircleOff size={40} strokeWidth={1.5} />}
          title="대화를 찾을 수 없어요"
          description="채팅 목록에서 다시 골라 주세요."
          action={<Button onClick={() => navigate(CHAT_PATH, { replace: true })}>채팅 목록 보기</Button>}
        />
      </>
    );
  }
  if (query.isPending) return <RoomHeaderSkeleton />;
  if (query.isError) {
    return (
      <>
        <PageHeader title="채팅" backFallback={CHAT_PATH} />
        <LoadError title="대화를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <Conversation thread={query.data} />;
}

function Conversation({ thread }: { thread: ChatThread }) {
  const queryClient = useQueryClient();
  const { threadIdx } = thread;
  const source = useMemo<ChatRoomSource>(
    () => ({
      threadIdx,
      me: 'resident',
      listMessages: (query) => listChatMessages(threadIdx, query),
      sendMessage: (body) => sendChatMessage(threadIdx, body),
      markRead: (messageIdx) => readChatThread(threadIdx, messageIdx),
      stream: residentChatStream,
      otherLastReadIdx: thread.otherLastReadIdx,
      onActivity: () => void queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
    }),
    [threadIdx, thread.otherLastReadIdx, queryClient],
  );
  return (
    <div className={thread.kind === 'order' ? styles.withContext : styles.room}>
      <PageHeader title={thread.title} backFallback={CHAT_PATH} />
      {thread.kind === 'order' && <ChatContextBar subtitle={thread.subtitle} orderHref={thread.order && orderPath(thread.order.orderNo)} />}
      <ChatRoomView
        source={source}
        notice={thread.warning ? <PayOutsideWarning text={thread.warning} /> : null}
        emptyText={
          thread.kind === 'staff'
            ? '입주 준비, 예약, 결제 무엇이든 물어보세요. ipju 상담팀이 확인하고 답해 드려요.'
            : `${thread.title}에 방문 일정이나 준비할 것을 물어보세요.`
        }
        photoType="chat"
      />
    </div>
  );
}
