import type { ReviewSummary as Summary } from '@ipju/contract';
import { Camera } from 'lucide-react';
import { Skeleton, SkeletonGroup } from '../../../components/ui/Skeleton/Skeleton';
import { formatNumber } from '../../../lib/format';
import { optimizedImageUrl } from '../../../lib/image';
import { Stars } from './Stars';
import styles from './ReviewSummary.module.css';

const SCORES = [5, 4, 3, 2, 1] as const;

/**
 * The reviews at a glance: the average (one decimal) with stars and the count, the 5-1 distribution as
 * bars, and the newest photos (a tap opens the viewer on that photo).
 */
export function ReviewSummary({ summary, onOpenPhoto }: { summary: Summary; onOpenPhoto: (index: number) => void }) {
  const max = Math.max(1, ...SCORES.map((s) => summary.distribution[s]));
  return (
    <div className={styles.summary}>
      <div className={styles.card}>
        <div className={styles.average}>
          <p className={styles.score} data-testid="review-average">
            {summary.ratingAvg.toFixed(1)}
          </p>
          <Stars rating={summary.ratingAvg} size={16} />
          <p className={styles.count}>후기 {formatNumber(summary.reviewCount)}개</p>
        </div>
        <dl className={styles.bars} aria-label="별점별 후기 수">
          {SCORES.map((score) => {
            const count = summary.distribution[score];
            const share = summary.reviewCount > 0 ? Math.round((count / summary.reviewCount) * 100) : 0;
            return (
              <div key={score} className={styles.bar} data-testid={`review-bar-${score}`}>
                <dt>{score}점</dt>
                <dd>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.fill} style={{ width: `${(count / max) * 100}%` }} data-top={(count === max && count > 0) || undefined} />
                  </span>
                  <span className={styles.barCount}>
                    {formatNumber(count)}
                    <span className="visually-hidden">개 ({share}%)</span>
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>

      {summary.recentPhotos.length > 0 && (
        <div className={styles.photos}>
          <p className={styles.photosTitle}>
            <Camera size={16} aria-hidden="true" />
            사진 후기 {formatNumber(summary.photoReviewCount)}개
          </p>
          <ul className={styles.strip} aria-label="최근 후기 사진">
            {summary.recentPhotos.map((photo, i) => (
              <li key={`${photo.url}-${i}`}>
                <button type="button" className={styles.thumb} onClick={() => onOpenPhoto(i)} aria-label={`후기 사진 ${i + 1} 크게 보기`}>
                  <img src={optimizedImageUrl(photo.url, 320)} alt="" loading="lazy" decoding="async" width={80} height={80} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function ReviewSummarySkeleton() {
  return (
    <SkeletonGroup label="후기 요약을 불러오고 있어요" className={styles.summary}>
      <div className={styles.card}>
        <div className={styles.average}>
          <Skeleton width={64} height={38} />
          <Skeleton width={84} height={16} />
          <Skeleton width={60} height={14} />
        </div>
        <div className={styles.bars}>
          {SCORES.map((s) => (
            <Skeleton key={s} height={12} />
          ))}
        </div>
      </div>
    </SkeletonGroup>
  );
}
