import { CHAT_STAFF_TITLE, type ChatThread } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Headphones, MessagesSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ChatThreadRow } from '../../../components/chat/ChatThreadRow';
import list from '../../../components/chat/ChatList.module.css';
import { useChatStream } from '../../../components/chat/useChatStream';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { ORDERS_PATH } from '../../../lib/paths';
import { loginPath, useAuth } from '../../auth';
import { chatKeys } from '../api/keys';
import { useChatThreads } from '../api/listChatThreads';
import { useOpenChatThread } from '../api/openChatThread';
import { residentChatStream } from '../api/streamChat';
import { CHAT_PATH, chatThreadPath } from '../paths';
import styles from './ChatPages.module.css';

/** /chat: ipju 상담 first, then the company of each order the resident talked to, with unread counts. */
export default function ChatListPage() {
  const { initialized, isLoggedIn } = useAuth();
  return (
    <>
      <PageHeader title="채팅" backFallback="/" />
      {!initialized ? <ListSkeleton /> : isLoggedIn ? <Conversations /> : <SignedOut />}
    </>
  );
}

function SignedOut() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <EmptyState
        icon={<MessagesSquare size={40} strokeWidth={1.5} />}
        title="로그인하고 채팅을 시작해 보세요"
        description="입주 준비가 궁금할 때 ipju 상담에 물어보고, 예약한 업체와 방문 일정이나 준비할 것을 이야기할 수 있어요."
        action={<Button onClick={() => navigate(loginPath(CHAT_PATH))}>로그인하기</Button>}
      />
    </main>
  );
}

function ListSkeleton() {
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

/** ipju 상담 when the resident has not written to it yet: opening it creates the conversation. */
function StartStaffChat() {
  const open = useOpenChatThread();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <button
      type="button"
      className={styles.startRow}
      disabled={open.isPending}
      data-testid="chat-start-staff"
      onClick={() =>
        open.mutate(
          { kind: 'staff' },
          {
            onSuccess: (thread) => navigate(chatThreadPath(thread.threadIdx)),
            onError: (error) => toast.show(errorMessage(error, '상담을 열지 못했어요. 잠시 후 다시 시도해 주세요.')),
          },
        )
      }
    >
      <span className={styles.startIcon} aria-hidden="true">
        <Headphones size={22} />
      </span>
      <span className={styles.startText}>
        <strong>{CHAT_STAFF_TITLE}</strong>
        <span>입주 준비, 예약, 결제가 궁금하면 물어보세요</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" />
    </button>
  );
}

/** ipju 상담 first, then the companies by their last message. */
export function orderThreads(threads: readonly ChatThread[]): { staff: ChatThread | null; companies: ChatThread[] } {
  const staff = threads.find((t) => t.kind === 'staff') ?? null;
  const companies = threads.filter((t) => t.kind === 'order').sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { staff, companies };
}

function Conversations() {
  const threads = useChatThreads();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A message for any conversation changes the list's last message and badges.
  useChatStream(residentChatStream, {
    onMessage: () => void queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
    onOpen: (reconnected) => {
      if (reconnected) void queryClient.invalidateQueries({ queryKey: chatKeys.threads() });
    },
  });

  if (threads.isPending) return <ListSkeleton />;
  if (threads.isError) return <LoadError title="채팅 목록을 불러오지 못했어요" error={threads.error} onRetry={() => void threads.refetch()} />;
  const { staff, companies } = orderThreads(threads.data);

  return (
    <main className={styles.page}>
      <ul className={list.list} aria-label="채팅 목록">
        <li>{staff ? <ChatThreadRow thread={staff} to={chatThreadPath(staff.threadIdx)} /> : <StartStaffChat />}</li>
        {companies.map((thread) => (
          <li key={thread.threadIdx}>
            <ChatThreadRow thread={thread} to={chatThreadPath(thread.threadIdx)} />
          </li>
        ))}
      </ul>
      {companies.length === 0 && (
        <div className={styles.companiesEmpty}>
          <p>예약한 업체와의 채팅은 주문 상세의 ‘업체와 채팅’에서 시작할 수 있어요.</p>
          <Button size="sm" variant="secondary" onClick={() => navigate(ORDERS_PATH)}>
            주문 내역 보기
          </Button>
        </div>
      )}
    </main>
  );
}
