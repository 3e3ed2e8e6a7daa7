import { PARTNER_PUSH_KIND_LABELS, type PartnerPush } from '@ipju/contract';
import { BellOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/format';
import { usePartnerHeader } from '../../partner-auth';
import { usePartnerClickPush } from '../api/partnerClickPush';
import { usePartnerPushes } from '../api/partnerListPushes';
import { usePartnerReadAllPushes } from '../api/partnerReadAllPushes';
import styles from '../../../components/entities/notice-list/NoticeList.module.css';

function ListSkeleton() {
  return (
    <SkeletonGroup className={styles.skeleton} label="알림을 불러오고 있어요">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={styles.skeletonRow}>
          <Skeleton width={72} height={14} />
          <SkeletonText lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function PushRow({ push, onOpen }: { push: PartnerPush; onOpen: (push: PartnerPush) => void }) {
  return (
    <button type="button" className={cx(styles.row, !push.read && styles.unread)} onClick={() => onOpen(push)} data-testid="partner-push">
      <span className={styles.meta}>
        {!push.read && <span className={styles.dot} aria-label="읽지 않음" />}
        <span className={styles.kind}>{PARTNER_PUSH_KIND_LABELS[push.kind]}</span>
        <time className={styles.time} dateTime={push.createdAt}>
          {relativeTime(push.createdAt)}
        </time>
      </span>
      <span className={styles.title}>{push.title}</span>
      <span className={styles.body}>{push.body}</span>
    </button>
  );
}

/** /partner/notifications (알림): the company's notices, newest first; tapping one opens what it is about. */
export function PartnerNotificationsPage() {
  usePartnerHeader({ title: '알림', backTo: '/partner/more' });
  const navigate = useNavigate();
  const toast = useToast();
  const pushes = usePartnerPushes();
  const click = usePartnerClickPush();
  const readAll = usePartnerReadAllPushes();

  if (pushes.isPending) return <ListSkeleton />;
  if (pushes.isError) return <LoadError title="알림을 불러오지 못했어요" error={pushes.error} onRetry={() => void pushes.refetch()} />;

  const items = pushes.data.pages.flatMap((page) => page.items);
  const unread = pushes.data.pages[0]?.unreadCount ?? 0;

  const open = (push: PartnerPush) => {
    click.mutate(push.pushIdx, { onError: (error) => toast.show(errorMessage(error, '알림을 읽음으로 바꾸지 못했어요.')) });
    if (push.link) navigate(push.link);
  };

  if (items.length === 0) {
    return (
      <EmptyState
        className={styles.empty}
        icon={<BellOff size={40} strokeWidth={1.5} />}
        title="아직 받은 알림이 없어요"
        description="새 주문, 일정 변경, 취소, 리뷰가 생기면 여기와 앱 알림으로 알려 드려요."
      />
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.summary} aria-live="polite">
          {unread > 0 ? `읽지 않은 알림 ${unread}개` : '모든 알림을 읽었어요'}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate(undefined, { onError: (error) => toast.show(errorMessage(error, '모두 읽음으로 바꾸지 못했어요.')) })}
        >
          모두 읽음
        </Button>
      </div>
      <ul className={styles.list}>
        {items.map((push) => (
          <li key={push.pushIdx}>
            <PushRow push={push} onOpen={open} />
          </li>
        ))}
      </ul>
      {pushes.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void pushes.fetchNextPage()} disabled={pushes.isFetchingNextPage}>
            {pushes.isFetchingNextPage ? '불러오는 중…' : '이전 알림 더 보기'}
          </Button>
        </div>
      )}
    </div>
  );
}
