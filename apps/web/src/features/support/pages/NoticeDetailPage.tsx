import { AlertCircle, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate } from '../../../lib/format';
import { useNotices } from '../api/listNotices';
import styles from './Support.module.css';
import { errorMessage } from '../../../lib/error-message';

/** /notice/{id}. The API lists notices (newest 100 cover every live notice); the detail reads from that list. */
export default function NoticeDetailPage() {
  const { noticeIdx } = useParams();
  const notices = useNotices(1, 100);
  const id = Number(noticeIdx);
  const notice = notices.data?.items.find((n) => n.noticeIdx === id);

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
      <SkeletonGroup className={styles.article}>
        <Skeleton width="80%" height={24} />
        <Skeleton width="30%" height={14} />
        <SkeletonText lines={6} />
      </SkeletonGroup>
    );
  } else if (!notice) {
    body = (
      <EmptyState
        icon={<FileQuestion size={40} strokeWidth={1.5} />}
        title="찾는 공지사항이 없어요"
        description="삭제되었거나 주소가 잘못되었어요."
        action={
          <Link to="/notice" className={styles.backLink}>
            공지사항 목록 보기
          </Link>
        }
      />
    );
  } else {
    body = (
      <article className={styles.article}>
        <h2 className={styles.articleTitle}>{notice.title}</h2>
        <p className={styles.noticeDate}>{formatDate(notice.publishedAt)}</p>
        <p className={styles.articleBody}>{notice.body}</p>
        <Link to="/notice" className={styles.backLink}>
          목록으로
        </Link>
      </article>
    );
  }
  return (
    <>
      <PageHeader title="공지사항" backFallback="/notice" />
      <main className={styles.page}>{body}</main>
    </>
  );
}
