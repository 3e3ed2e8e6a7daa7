import type { ComplexReviewHighlight } from '@ipju/contract';
import { Star } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import styles from './ReviewHighlights.module.css';

/** Reviews of work done in this complex (the most helpful, rated 4 or more); never the reviewer's name or unit. */
export function ReviewHighlights({ reviews }: { reviews: ComplexReviewHighlight[] }) {
  if (!reviews.length) return <p className={styles.empty}>아직 이 단지 후기가 없어요. 시공이 끝난 이웃의 후기가 여기에 모여요.</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((r) => (
        <li key={r.reviewIdx} className={styles.card}>
          <p className={styles.meta}>
            <span className={styles.stars} aria-label={`별점 ${r.rating}점`}>
              <Star size={14} aria-hidden="true" fill="currentColor" /> {r.rating}
            </span>
            <span>
              {r.categoryName} · {r.companyName}
            </span>
          </p>
          <p className={styles.content}>{r.content}</p>
          <p className={styles.foot}>
            {r.pyeong ? `${r.pyeong}평 · ` : ''}
            {formatDate(r.createdAt, { weekday: false })}
          </p>
        </li>
      ))}
    </ul>
  );
}
