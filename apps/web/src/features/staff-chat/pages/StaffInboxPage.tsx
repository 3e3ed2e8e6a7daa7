import { STAFF_CHAT_FILTER_LABELS, STAFF_CHAT_FILTERS, type StaffChatFilter, type StaffChatThreadSummary } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ChatThreadRow } from '../../../components/chat/ChatThreadRow';
import list from '../../../components/chat/ChatList.module.css';
import { useChatStream } from '../../../components/chat/useChatStream';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { relativeTime } from '../../../lib/format';
import { useStaffHeader } from '../../staff-auth';
import { staffChatKeys } from '../api/keys';
import { useStaffChatThreads } from '../api/staffListChatThreads';
import { staffChatStream } from '../api/staffStreamChat';
import { staffChatThreadPath } from '../paths';
import styles from './StaffChat.module.css';

const FILTER_PARAM = 'filter';

function readFilter(value: string | null): StaffChatFilter {
  return (STAFF_CHAT_FILTERS as readonly string[]).includes(value ?? '') ? (value as StaffChatFilter) : 'unanswered';
}

const EMPTY: Record<StaffChatFilter, string> = {
  unanswered: '답을 기다리는 상담이 없어요',
  open: '진행 중인 상담이 없어요',
  all: '아직 상담이 없어요',
};

function Row({ thread }: { thread: StaffChatThreadSummary }) {
  const title = { ...thread, title: thread.resident.name, subtitle: thread.kind === 'order' ? `${thread.title} · ${thread.subtitle}` : thread.subtitle };
  return (
    <ChatThreadRow
      thread={title}
      to={staffChatThreadPath(thread.threadIdx)}
      extra={
        thread.unanswered && thread.waitingSince ? (
          <span className={styles.waiting} data-testid="staff-waiting">
            답변 대기 · {relativeTime(thread.waitingSince)}부터
          </span>
        ) : null
      }
    />
  );
}

/** /staff/chat: the open conversations, those waiting for an answer first (longest waiting first), with a filter. */
export function StaffInboxPage() {
  useStaffHeader({ title: '채팅 상담' });
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get(FILTER_PARAM));
  const threads = useStaffChatThreads(filter);
  const queryClient = useQueryClient();
  useChatStream(
    staffChatStream,
    {
      onMessage: () => void queryClient.invalidateQueries({ queryKey: [...staffChatKeys.all, 'threads'] }),
      onOpen: (reconnected) => {
        if (reconnected) void queryClient.invalidateQueries({ queryKey: [...staffChatKeys.all, 'threads'] });
      },
    },
    'staff',
  );

  return (
    <div className={styles.inbox}>
      <div className={styles.filters} role="tablist" aria-label="상담 목록">
        {STAFF_CHAT_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={filter === value}
            className={styles.filter}
            onClick={() => setParams(value === 'unanswered' ? {} : { [FILTER_PARAM]: value }, { replace: true })}
          >
            {STAFF_CHAT_FILTER_LABELS[value]}
          </button>
        ))}
      </div>
      {threads.isPending ? (
        <SkeletonGroup className={list.skeleton} label="상담 목록을 불러오고 있어요">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={list.skeletonRow}>
              <Skeleton width={44} height={44} radius={22} />
              <div className={list.skeletonText}>
                <Skeleton width="40%" height={16} />
                <Skeleton width="75%" height={14} />
              </div>
            </div>
          ))}
        </SkeletonGroup>
      ) : threads.isError ? (
        <LoadError title="상담 목록을 불러오지 못했어요" error={threads.error} onRetry={() => void threads.refetch()} />
      ) : threads.data.length === 0 ? (
        <EmptyState icon={<Inbox size={40} strokeWidth={1.5} />} title={EMPTY[filter]} description="입주민이 메시지를 보내면 여기에 바로 나타나요." />
      ) : (
        <ul className={list.list} aria-label={STAFF_CHAT_FILTER_LABELS[filter]}>
          {threads.data.map((thread) => (
            <li key={thread.threadIdx}>
              <Row thread={thread} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
