import { REVIEW_REWARD_DEFAULTS, type MyReview } from '@ipju/contract';
import { MessageSquareText, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { ImageViewer } from '../../../components/ui/ImageViewer/ImageViewer';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useModal } from '../../../components/ui/ModalHost/ModalHost';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { Tabs } from '../../../components/ui/Tabs/Tabs';
import { useToast } from '../../../components/ui/Toast/Toast';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useMyReviews } from '../api/listMyReviews';
import { useWritableReviews } from '../api/listWritableReviews';
import { useDeleteReview } from '../api/deleteReview';
import { deleteConfirmBody, deletedMessage } from '../components/delete-text';
import { MyReviewCard } from '../components/MyReviewCard';
import { RewardHint } from '../components/RewardHint';
import { WritableLineCard } from '../components/WritableLineCard';
import { reviewModifyPath, type MyReviewsTab } from '../paths';
import styles from './MyReviewsPage.module.css';

/** /my-page/reviews: the services I can review now (with the reward) and the reviews I wrote. */
export default function MyReviewsPage() {
  return (
    <>
      <PageHeader title="나의 후기" backFallback="/my-page" />
      <RequireAuth>
        <MyReviews />
      </RequireAuth>
    </>
  );
}

function MyReviews() {
  const [params, setParams] = useSearchParams();
  const tab: MyReviewsTab = params.get('tab') === 'mine' ? 'mine' : 'writable';
  const writable = useWritableReviews();
  const mine = useMyReviews();
  const writableCount = writable.data?.lines.length;
  const mineCount = mine.data?.pages[0]?.total;

  return (
    <main className={styles.page}>
      <Tabs
        items={[
          { value: 'writable', label: `쓸 수 있는 후기${writableCount !== undefined ? ` ${formatNumber(writableCount)}` : ''}`, panelId: 'my-reviews-writable' },
          { value: 'mine', label: `내가 쓴 후기${mineCount !== undefined ? ` ${formatNumber(mineCount)}` : ''}`, panelId: 'my-reviews-mine' },
        ]}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        aria-label="나의 후기"
        idPrefix="my-reviews-tab"
        className={styles.tabs}
      />
      <div id={`my-reviews-${tab}`} role="tabpanel" aria-labelledby={`my-reviews-tab-${tab}`} className={styles.panel}>
        {tab === 'writable' ? <WritableTab query={writable} /> : <MineTab query={mine} clawbackDays={writable.data?.reward.clawbackDays} />}
      </div>
    </main>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.list}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <div style={{ display: 'flex', gap: 12 }}>
            <Skeleton width={56} height={56} radius={8} />
            <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 6 }}>
              <Skeleton width="40%" height={12} />
              <Skeleton width="70%" height={16} />
              <Skeleton width="55%" height={13} />
            </div>
          </div>
          <Skeleton height={44} radius={12} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

function WritableTab({ query }: { query: ReturnType<typeof useWritableReviews> }) {
  const navigate = useNavigate();
  if (query.isPending) return <ListSkeleton label="쓸 수 있는 후기를 불러오고 있어요" />;
  if (query.isError) return <LoadError title="쓸 수 있는 후기를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  const { lines, reward } = query.data;
  return (
    <div className={styles.list}>
      <RewardHint reward={reward} />
      {lines.length === 0 ? (
        <EmptyState
          className={styles.empty}
          icon={<PenLine size={40} strokeWidth={1.5} />}
          title="지금 쓸 수 있는 후기가 없어요"
          description="서비스 시공이 끝나면 여기에서 후기를 쓸 수 있어요."
          action={<Button onClick={() => navigate('/')}>서비스 둘러보기</Button>}
        />
      ) : (
        <ul className={styles.cards}>
          {lines.map((line) => (
            <li key={line.lineIdx}>
              <WritableLineCard line={line} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MineTab({ query, clawbackDays }: { query: ReturnType<typeof useMyReviews>; clawbackDays: number | undefined }) {
  const navigate = useNavigate();
  const modal = useModal();
  const toast = useToast();
  const remove = useDeleteReview();
  const [viewer, setViewer] = useState<{ images: string[]; index: number; open: boolean }>({ images: [], index: 0, open: false });

  if (query.isPending) return <ListSkeleton label="내가 쓴 후기를 불러오고 있어요" />;
  if (query.isError) return <LoadError title="내가 쓴 후기를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  const reviews = query.data.pages.flatMap((p) => p.reviews);

  const onDelete = async (review: MyReview) => {
    const ok = await modal.confirm({
      title: '후기를 삭제할까요?',
      body: deleteConfirmBody(review, clawbackDays ?? REVIEW_REWARD_DEFAULTS.clawbackDays),
      confirmLabel: '삭제하기',
      cancelLabel: '취소',
      confirmVariant: 'danger',
    });
    if (!ok) return;
    try {
      const result = await remove.mutateAsync(review.reviewIdx);
      toast.show(deletedMessage(result.pointsTakenBack));
    } catch (error) {
      toast.show(errorMessage(error, '후기를 지우지 못했어요. 잠시 후 다시 시도해 주세요.'));
    }
  };

  if (reviews.length === 0) {
    return (
      <EmptyState
        className={styles.empty}
        icon={<MessageSquareText size={40} strokeWidth={1.5} />}
        title="아직 쓴 후기가 없어요"
        description="받은 서비스의 후기를 남기면 다른 입주민에게 큰 도움이 되고 포인트도 받아요."
        action={<Button onClick={() => navigate('?tab=writable', { replace: true })}>쓸 수 있는 후기 보기</Button>}
      />
    );
  }

  return (
    <>
      <ul className={styles.mine}>
        {reviews.map((review) => (
          <li key={review.reviewIdx}>
            <MyReviewCard
              review={review}
              onOpenPhoto={(index) => setViewer({ images: review.photos.map((p) => p.url), index, open: true })}
              onEdit={() => navigate(reviewModifyPath(review.reviewIdx))}
              onDelete={() => void onDelete(review)}
              deleting={remove.isPending && remove.variables === review.reviewIdx}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            후기 더 보기
          </Button>
        </div>
      )}
      <ImageViewer
        isOpen={viewer.open}
        onClose={() => setViewer((v) => ({ ...v, open: false }))}
        images={viewer.images}
        startIndex={viewer.index}
        aria-label="후기 사진 크게 보기"
      />
    </>
  );
}
