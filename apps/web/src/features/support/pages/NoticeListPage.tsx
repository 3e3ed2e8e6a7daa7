import { AlertCircle, ChevronRight, Megaphone, Pin } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate } from '../../../lib/format';
import { NOTICE_PAGE_SIZE, useNotices } from '../api/listNotices';
import styles from './Support.module.css';
import { errorMessage } from '../../../lib/error-message';

/** /notice: pinned notices first, then newest; pages of 20. */
export default function NoticeListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const notices = useNotices(page);

  let body: React.ReactNode;
  if (notices.isError) {
    body = (
      <EmptyState
        icon={<AlertCircle size={40} strokeWidth={1.5} />}
        title="공지사항을 불러오지 못했어요"
        description={errorMessage(notices.error)}
        action={
          <Button variant="secondary" onClick={() => void notices.refetch()}>
            다시 시도하기
          </Button>
        }
      />
    );
  } else if (notices.isPending) {
    body = (
      <SkeletonGroup className={styles.skeletonList}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width="75%" height={18} />
            <Skeleton width="30%" height={13} />
          </div>
        ))}
      </SkeletonGroup>
    );
  } else if (notices.data.items.length === 0) {
    body = <EmptyState icon={<Megaphone size={40} strokeWidth={1.5} />} title="아직 공지사항이 없어요" description="새 소식이 생기면 여기에서 알려 드릴게요." />;
  } else {
    const pages = Math.max(1, Math.ceil(notices.data.total / NOTICE_PAGE_SIZE));
    body = (
      <>
        <ul className={styles.notices}>
          {notices.data.items.map((notice) => (
            <li key={notice.noticeIdx}>
              <Link to={`/notice/${notice.noticeIdx}`} className={styles.notice}>
                <span className={styles.noticeText}>
                  <span className={styles.noticeTitle}>
                    {notice.isPinned && (
                      <span className={styles.pinned}>
                        <Pin size={12} aria-hidden="true" />
                        중요
                      </span>
                    )}
                    {notice.title}
                  </span>
                  <span className={styles.noticeDate}>{formatDate(notice.publishedAt, { weekday: false })}</span>
                </span>
                <ChevronRight size={20} aria-hidden="true" className={styles.noticeChevron} />
              </Link>
            </li>
          ))}
        </ul>
        {pages > 1 && (
          <nav className={styles.pager} aria-label="공지사항 페이지">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
              이전
            </Button>
            <span>
              {page} / {pages}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
              다음
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title="공지사항" />
      <main className={styles.page}>{body}</main>
    </>
  );
}
