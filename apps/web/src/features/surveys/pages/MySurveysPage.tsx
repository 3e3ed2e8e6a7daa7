import type { SurveyOffer } from '@ipju/contract';
import { ClipboardCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Button } from '../../../components/ui/Button/Button';
import { EmptyState } from '../../../components/ui/EmptyState/EmptyState';
import { LoadError } from '../../../components/ui/LoadError/LoadError';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatDate } from '../../../lib/format';
import { RequireAuth } from '../../auth';
import { useSurveyOffers } from '../api/listSurveyOffers';
import { surveyPath } from '../paths';
import styles from './MySurveysPage.module.css';

/** /my-page/surveys: the satisfaction surveys waiting for me (참여하기) and the ones I sent. */
export default function MySurveysPage() {
  return (
    <>
      <PageHeader title="만족도 조사" backFallback="/my-page" />
      <RequireAuth>
        <MySurveys />
      </RequireAuth>
    </>
  );
}

function MySurveys() {
  const offers = useSurveyOffers();
  const navigate = useNavigate();
  if (offers.isPending) {
    return (
      <SkeletonGroup label="설문을 불러오고 있어요" className={styles.page}>
        <div className={styles.section}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={132} radius={16} />
          ))}
        </div>
      </SkeletonGroup>
    );
  }
  if (offers.isError) return <LoadError title="설문을 불러오지 못했어요" error={offers.error} onRetry={() => void offers.refetch()} />;
  const { pending, done } = offers.data;
  if (pending.length === 0 && done.length === 0) {
    return (
      <EmptyState
        icon={<ClipboardCheck size={40} strokeWidth={1.5} />}
        title="참여할 만족도 조사가 없어요"
        description="서비스 시공이 끝나면 만족도 조사를 알려 드려요. 남겨 주신 의견은 더 나은 업체를 모시는 데 써요."
        action={<Button onClick={() => navigate('/my-page/orders')}>주문 내역 보기</Button>}
      />
    );
  }
  return (
    <main className={styles.page}>
      <section className={styles.section} aria-labelledby="surveys-pending">
        <h2 id="surveys-pending" className={styles.sectionTitle}>
          참여할 수 있어요 <span className={styles.count}>{pending.length}</span>
        </h2>
        {pending.length === 0 ? (
          <p className={styles.none}>모든 설문에 참여했어요. 고마워요!</p>
        ) : (
          <ul className={styles.cards}>
            {pending.map((offer) => (
              <li key={offer.lineIdx}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {done.length > 0 && (
        <section className={styles.section} aria-labelledby="surveys-done">
          <h2 id="surveys-done" className={styles.sectionTitle}>
            참여했어요 <span className={styles.count}>{done.length}</span>
          </h2>
          <ul className={styles.cards}>
            {done.map((offer) => (
              <li key={offer.lineIdx}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

function OfferCard({ offer }: { offer: SurveyOffer }) {
  const started = offer.answeredCount > 0 && !offer.completedAt;
  return (
    <article className={styles.card} aria-label={`${offer.itemName} 만족도 조사`}>
      <div className={styles.cardBody}>
        <ProgressiveImage src={offer.thumbnailUrl} alt="" aspectRatio="1/1" sizes="64px" className={styles.thumb} />
        <div className={styles.cardText}>
          <p className={styles.itemName}>{offer.itemName}</p>
          <p className={styles.meta}>
            {offer.companyName} · {formatDate(offer.serviceCompletedAt)} 시공 완료
          </p>
          {offer.completedAt ? (
            <p className={styles.doneMark}>{formatDate(offer.completedAt)} 참여 완료</p>
          ) : (
            <p className={styles.meta}>{started ? `${offer.questionCount}개 중 ${offer.answeredCount}개 답했어요` : `질문 ${offer.questionCount}개 · 1분이면 끝나요`}</p>
          )}
        </div>
      </div>
      {!offer.completedAt && (
        <Link to={surveyPath(offer.lineIdx, offer.surveyIdx)} className={styles.action}>
          {started ? '이어서 참여하기' : '참여하기'}
        </Link>
      )}
    </article>
  );
}
