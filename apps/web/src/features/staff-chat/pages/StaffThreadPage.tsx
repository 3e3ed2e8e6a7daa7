import { isApiError } from '@ipju/api-client';
import { CHAT_THREAD_STATUS_LABELS, type StaffChatThreadDetail } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ChatRoomView } from '../../../components/chat/ChatRoomView';
import type { ChatRoomSource } from '../../../components/chat/useChatRoom';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { useStaffHeader } from '../../staff-auth';
import { staffChatKeys } from '../api/keys';
import { staffPresign } from '../api/staffGetPresignedUrl';
import { useStaffChatThread } from '../api/staffGetChatThread';
import { staffListChatMessages } from '../api/staffListChatMessages';
import { staffReadChatThread } from '../api/staffReadChatThread';
import { staffSendChatMessage } from '../api/staffSendChatMessage';
import { staffChatStream } from '../api/staffStreamChat';
import { useStaffUpdateChatThread } from '../api/staffUpdateChatThread';
import { CannedAnswers } from '../components/CannedAnswers';
import { ResidentPanel } from '../components/ResidentPanel';
import { STAFF_CHAT } from '../paths';
import styles from './StaffChat.module.css';

const positiveInt = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** /staff/chat/:threadIdx: the conversation, and beside it the resident's homes, orders and attached plan. */
export function StaffThreadPage() {
  const threadIdx = positiveInt(useParams().threadIdx);
  const query = useStaffChatThread(threadIdx ?? 0, threadIdx !== null);
  useStaffHeader({ title: query.data?.resident.name ?? '상담', backTo: STAFF_CHAT });
  if (threadIdx === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <EmptyState title="상담을 찾을 수 없어요" description="상담함에서 다시 골라 주세요." />;
  }
  if (query.isPending) {
    return (
      <SkeletonGroup label="상담을 불러오고 있어요" className={styles.pending}>
        <Skeleton height={44} />
        <Skeleton height={220} radius={12} />
      </SkeletonGroup>
    );
  }
  if (query.isError) return <LoadError title="상담을 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  return <Thread detail={query.data} />;
}

function Thread({ detail }: { detail: StaffChatThreadDetail }) {
  const { thread } = detail;
  const { threadIdx } = thread;
  const queryClient = useQueryClient();
  const [panelOpen, setPanelOpen] = useState(false);
  const update = useStaffUpdateChatThread();
  const toast = useToast();
  const closed = thread.status === 'closed';
  const source = useMemo<ChatRoomSource>(
    () => ({
      threadIdx,
      me: 'staff',
      listMessages: (query) => staffListChatMessages(threadIdx, query),
      sendMessage: (body) => staffSendChatMessage(threadIdx, body),
      markRead: (messageIdx) => staffReadChatThread(threadIdx, messageIdx),
      stream: staffChatStream,
      otherLastReadIdx: thread.otherLastReadIdx,
      onActivity: () => void queryClient.invalidateQueries({ queryKey: [...staffChatKeys.all, 'threads'] }),
    }),
    [threadIdx, thread.otherLastReadIdx, queryClient],
  );

  const setStatus = (status: 'open' | 'closed') =>
    update.mutate(
      { threadIdx, status },
      {
        onSuccess: () => toast.show(status === 'closed' ? '상담을 종료했어요' : '상담을 다시 열었어요'),
        onError: (error) => toast.show(errorMessage(error, '상담 상태를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.')),
      },
    );

  return (
    <div className={styles.thread} data-panel={panelOpen || undefined}>
      <div className={styles.toolbar}>
        <span className={styles.threadStatus} data-status={thread.status}>
          {thread.kind === 'order' ? `${thread.title} · ${thread.subtitle}` : CHAT_THREAD_STATUS_LABELS[thread.status]}
        </span>
        <Button
          size="sm"
          variant="ghost"
          className={styles.panelToggle}
          aria-expanded={panelOpen}
          aria-controls="staff-resident-panel"
          leftIcon={panelOpen ? <PanelRightClose size={16} aria-hidden="true" /> : <PanelRightOpen size={16} aria-hidden="true" />}
          onClick={() => setPanelOpen((open) => !open)}
        >
          {panelOpen ? '정보 닫기' : '주문·계획 보기'}
        </Button>
        {thread.kind === 'staff' && (
          <Button size="sm" variant="secondary" loading={update.isPending} onClick={() => setStatus(closed ? 'open' : 'closed')}>
            {closed ? '다시 열기' : '상담 종료'}
          </Button>
        )}
      </div>
      <aside id="staff-resident-panel" className={styles.panel} aria-label="입주민 정보">
        <ResidentPanel detail={detail} />
      </aside>
      <div className={styles.conversation}>
        <ChatRoomView
          source={source}
          emptyText="아직 나눈 대화가 없어요."
          photoType="chat"
          presign={staffPresign}
          tools={(insert, draft) => <CannedAnswers onPick={insert} draft={draft} />}
        />
      </div>
    </div>
  );
}
