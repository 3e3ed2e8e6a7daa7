import { isApiError } from '@ipju/api-client';
import type { ReviewDetail } from '@ipju/contract';
import { MessageSquareOff } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useGoBack } from '../../../components/layout/useGoBack';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useToast } from '../../../components/ui/Toast/Toast';
import { RequireAuth } from '../../auth';
import { useReview } from '../api/getReview';
import { useUpdateReview } from '../api/updateReview';
import { ReviewForm } from '../components/ReviewForm';
import { ReviewFormSkeleton } from '../components/ReviewFormSkeleton';
import { ReviewTarget } from '../components/ReviewTarget';
import { MY_REVIEWS_PATH, myReviewsPath } from '../paths';
import styles from './ReviewPages.module.css';

/** /review/modify?reviewIdx=: edit my review (stars, text, photos; kept photos go back by key). */
export default function ReviewModifyPage() {
  return (
    <>
      <PageHeader title="후기 수정" backFallback={MY_REVIEWS_PATH} />
      <RequireAuth>
        <ModifyReview />
      </RequireAuth>
    </>
  );
}

/** The photos the form starts with, each with the key an edit sends back to keep it. */
export function keptPhotos(review: Pick<ReviewDetail, 'photos' | 'photoKeys'>): Array<{ key: string; url: string }> {
  const byUrl = review.photos.map((p, i) => {
    const key = review.photoKeys.find((k) => p.url.includes(k)) ?? (review.photos.length === review.photoKeys.length ? review.photoKeys[i] : undefined);
    return key ? { key, url: p.url } : null;
  });
  return byUrl.filter((p): p is { key: string; url: string } => p !== null);
}

function ModifyReview() {
  const [params] = useSearchParams();
  const raw = Number(params.get('reviewIdx'));
  const reviewIdx = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const query = useReview(reviewIdx);

  if (reviewIdx === 0) return <Unavailable description="주소가 올바르지 않아요. 내가 쓴 후기에서 다시 골라 주세요." />;
  if (query.isPending) return <ReviewFormSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && [400, 403, 404].includes(query.error.status)) {
      return <Unavailable description={query.error.message} />;
    }
    return <LoadError title="후기를 불러오지 못했어요" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const review = query.data;
  if (!review.isMine) return <Unavailable description="내가 쓴 후기만 고칠 수 있어요." />;
  if (review.status === 'removed') return <Unavailable description="운영 정책에 따라 삭제된 후기는 고칠 수 없어요." />;
  return <EditForm review={review} />;
}

function EditForm({ review }: { review: ReviewDetail }) {
  const update = useUpdateReview();
  const toast = useToast();
  const goBack = useGoBack(myReviewsPath('mine'));
  return (
    <main className={styles.page}>
      <ReviewForm
        target={
          <ReviewTarget
            itemName={review.itemName}
            categoryName={review.categoryName}
            companyName={review.companyName}
            optionSummary={review.optionSummary}
          />
        }
        initial={{ rating: review.rating, content: review.content, photos: keptPhotos(review) }}
        reward={null}
        submitLabel="수정하기"
        pending={update.isPending}
        onSubmit={async (values) => {
          await update.mutateAsync({ reviewIdx: review.reviewIdx, body: values });
          toast.show('후기를 수정했어요');
          goBack();
        }}
      />
    </main>
  );
}

function Unavailable({ description }: { description: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <EmptyState
        icon={<MessageSquareOff size={40} strokeWidth={1.5} />}
        title="후기를 고칠 수 없어요"
        description={description}
        action={<Button onClick={() => navigate(myReviewsPath('mine'))}>내가 쓴 후기 보기</Button>}
      />
    </main>
  );
}
