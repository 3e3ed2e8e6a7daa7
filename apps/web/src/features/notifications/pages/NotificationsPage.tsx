import { RESIDENT_NOTICE_KIND_LABELS, type ResidentPush } from '@ipju/contract';
import { BellOff, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../../components/ui/Toast/Toast';
import { cx } from '../../../lib/cx';
import { errorMessage } from '../../../lib/error-message';
import { relativeTime } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useClickResidentPush } from '../api/clickResidentPush';
import { useResidentPushes } from '../api/listResidentPushes';
import { useReadAllResidentPushes } from '../api/readAllResidentPushes';
import { NOTIFICATION_SETTING_PATH } from '../paths';
import list from '../../../components/entities/notice-list/NoticeList.module.css';
import styles from './NotificationsPage.module.css';

/** /notification: the resident's 알림, newest first; tapping one marks it read and opens what it is about. */
export default function NotificationsPage() {
  return (
    <>
      <PageHeader
        title="알림"
        backFallback="/"
        right={
          <Link to={NOTIFICATION_SETTING_PATH} className={styles.settings} aria-label="알림 설정">
            <Settings size={22} aria-hidden="true" />
          </Link>
        }
      />
      <RequireAuth pending={<ListSkeleton />}>
        <Inbox />
      </RequireAuth>
    </>
  );
}

function ListSkeleton() {
  return (
    <SkeletonGroup className={list.skeleton} label="알림을 불러오고 있어요">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={list.skeletonRow}>
          <Skeleton width={72} height={14} />
          <SkeletonText lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function PushRow({ push, onOpen }: { push: ResidentPush; onOpen: (push: ResidentPush) => void }) {
  return (
    <button type="button" className={cx(list.row, !push.read && list.unread)} onClick={() => onOpen(push)} data-testid="resident-push">
      <span className={list.meta}>
        {!push.read && <span className={list.dot} aria-label="읽지 않음" />}
        <span className={cx(list.kind, push.kind === 'marketing' && styles.ad)}>{RESIDENT_NOTICE_KIND_LABELS[push.kind]}</span>
        <time className={list.time} dateTime={push.createdAt}>
          {relativeTime(push.createdAt)}
        </time>
      </span>
      <span className={list.title}>{push.kind === 'marketing' ? `(광고) ${push.title}` : push.title}</span>
      <span className={list.body}>{push.body}</span>
    </button>
  );
}

/** Where an entry's link goes: an app path in the app; the site's own address as its path; anything else as a page load. */
function destinationOf(link: string): { path: string } | { href: string } {
  if (link.startsWith('/')) return { path: link };
  try {
    const url = new URL(link);
    if (url.origin === window.location.origin) return { path: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    // not a URL: fall through
  }
  return { href: link };
}

function Inbox() {
  const navigate = useNavigate();
  const toast = useToast();
  const pushes = useResidentPushes();
  const click = useClickResidentPush();
  const readAll = useReadAllResidentPushes();

  if (pushes.isPending) return <ListSkeleton />;
  if (pushes.isError) return <LoadError title="알림을 불러오지 못했어요" error={pushes.error} onRetry={() => void pushes.refetch()} />;

  const items = pushes.data.pages.flatMap((page) => page.items);
  const unread = pushes.data.pages[0]?.unreadCount ?? 0;

  const open = (push: ResidentPush) => {
    click.mutate(push.pushIdx, { onError: (error) => toast.show(errorMessage(error, '알림을 읽음으로 바꾸지 못했어요.')) });
    if (!push.link) return;
    const to = destinationOf(push.link);
    if ('path' in to) navigate(to.path);
    else window.location.assign(to.href);
  };

  if (items.length === 0) {
    return (
      <EmptyState
        className={list.empty}
        icon={<BellOff size={40} strokeWidth={1.5} />}
        title="아직 받은 알림이 없어요"
        description="결제, 방문 일정, 업체 출발, 질문 답변 소식이 생기면 여기와 알림톡으로 알려 드려요."
        action={
          <Button variant="secondary" onClick={() => navigate('/')}>
            서비스 둘러보기
          </Button>
        }
      />
    );
  }

  return (
    <main className={list.page}>
      <div className={list.toolbar}>
        <p className={list.summary} aria-live="polite">
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
      <ul className={list.list} aria-label="받은 알림">
        {items.map((push) => (
          <li key={push.pushIdx}>
            <PushRow push={push} onOpen={open} />
          </li>
        ))}
      </ul>
      {pushes.hasNextPage && (
        <div className={list.more}>
          <Button variant="secondary" onClick={() => void pushes.fetchNextPage()} disabled={pushes.isFetchingNextPage}>
            {pushes.isFetchingNextPage ? '불러오는 중…' : '이전 알림 더 보기'}
          </Button>
        </div>
      )}
    </main>
  );
}
