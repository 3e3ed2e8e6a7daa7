import { isApiError } from '@ipju/api-client';
import type { ReviewableLine } from '@ipju/contract';
import { MessageSquareOff } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { useToast } from '../../../components/ui/Toast/Toast';
import { formatPoints } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useReviewInit } from '../api/getReviewInit';
import { useCreateReview } from '../api/createReview';
import { ReviewForm } from '../components/ReviewForm';
import { ReviewFormSkeleton } from '../components/ReviewFormSkeleton';
import { ReviewTarget } from '../components/ReviewTarget';
import { MY_REVIEWS_PATH, myReviewsPath } from '../paths';
import styles from './ReviewPages.module.css';

/** /review/write?merchantUid=&itemIdx=(&lineIdx=): write the review of a finished service. */
export default function ReviewWritePage() {
  return (
    <>
      <PageHeader title="후기 쓰기" backFallback={MY_REVIEWS_PATH} />
      <RequireAuth>
        <WriteReview />
      </RequireAuth>
    </>
  );
}

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

function WriteReview() {
  const [params] = useSearchParams();
  const merchantUid = params.get('merchantUid')?.trim() ?? '';
  const itemIdx = positiveInt(params.get('itemIdx'));
  const lineIdx = positiveInt(params.get('lineIdx'));
  const init = useReviewInit(merchantUid, itemIdx ?? 0);

  if (!merchantUid || itemIdx === null) {
    return <Unavailable title="후기를 쓸 서비스를 찾지 못했어요" description="주소가 올바르지 않아요. 쓸 수 있는 후기 목록에서 다시 골라 주세요." />;
  }
  if (init.isPending) return <ReviewFormSkeleton />;
  if (init.isError) {
    if (isApiError(init.error) && [400, 403, 404, 409].includes(init.error.status)) {
      return <Unavailable title="후기를 쓸 수 없어요" description={init.error.message} />;
    }
    return <LoadError title="후기를 쓸 서비스를 불러오지 못했어요" error={init.error} onRetry={() => void init.refetch()} />;
  }

  const lines = init.data.lines;
  const line = lineIdx !== null ? lines.find((l) => l.lineIdx === lineIdx) : (lines.find((l) => l.canReview) ?? lines[0]);
  if (!line) {
    return <Unavailable title="후기를 쓸 서비스를 찾지 못했어요" description="이 주문에서 그 서비스를 찾을 수 없어요. 쓸 수 있는 후기 목록에서 다시 골라 주세요." />;
  }
  if (!line.canReview) return <NotReviewable line={line} />;
  return <WriteForm line={line} reward={init.data.reward} />;
}

function WriteForm({ line, reward }: { line: ReviewableLine; reward: Parameters<typeof ReviewForm>[0]['reward'] }) {
  const create = useCreateReview();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <ReviewForm
        target={
          <ReviewTarget
            thumbnailUrl={line.thumbnailUrl}
            itemName={line.itemName}
            categoryName={line.categoryName}
            companyName={line.companyName}
            optionSummary={line.optionSummary}
            visitDate={line.visitDate}
          />
        }
        reward={reward}
        submitLabel="등록하기"
        pending={create.isPending}
        onSubmit={async (values) => {
          const review = await create.mutateAsync({
            merchantUid: line.merchantUid,
            itemIdx: line.itemIdx,
            lineIdx: line.lineIdx,
            rating: values.rating,
            content: values.content,
            photos: values.photos,
          });
          toast.show({
            message: review.rewardPoints > 0 ? `후기를 등록했어요. ${formatPoints(review.rewardPoints)}를 적립했어요` : '후기를 등록했어요',
          });
          navigate(myReviewsPath('mine'), { replace: true });
        }}
      />
    </main>
  );
}

function NotReviewable({ line }: { line: ReviewableLine }) {
  const navigate = useNavigate();
  const written = line.reviewIdx !== null;
  return (
    <main className={styles.page}>
      <div className={styles.targetBox}>
        <ReviewTarget
          thumbnailUrl={line.thumbnailUrl}
          itemName={line.itemName}
          categoryName={line.categoryName}
          companyName={line.companyName}
          optionSummary={line.optionSummary}
          visitDate={line.visitDate}
        />
      </div>
      <EmptyState
        icon={<MessageSquareOff size={40} strokeWidth={1.5} />}
        title={written ? '이미 후기를 남긴 서비스예요' : '아직 후기를 쓸 수 없어요'}
        description={line.reason ?? '시공이 끝난 뒤에 후기를 쓸 수 있어요.'}
        action={
          <div className={styles.actions}>
            {written && <Button onClick={() => navigate(myReviewsPath('mine'))}>내가 쓴 후기 보기</Button>}
            <Button variant="secondary" onClick={() => navigate(-1)}>
              돌아가기
            </Button>
          </div>
        }
      />
    </main>
  );
}

function Unavailable({ title, description }: { title: string; description: string }) {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <EmptyState
        icon={<MessageSquareOff size={40} strokeWidth={1.5} />}
        title={title}
        description={description}
        action={
          <div className={styles.actions}>
            <Button onClick={() => navigate(myReviewsPath('writable'))}>쓸 수 있는 후기 보기</Button>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              돌아가기
            </Button>
          </div>
        }
      />
    </main>
  );
}
