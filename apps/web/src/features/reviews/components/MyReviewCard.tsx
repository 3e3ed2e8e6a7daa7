import type { MyReview } from '@ipju/contract';
import { Coins, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button/Button';
import { formatDate, formatNumber, formatPoints } from '../../../lib/format';
import { itemPath } from '../../../lib/paths';
import { ReviewPhotos } from './ReviewPhotos';
import { placeLabel } from './ReviewCard';
import { Stars } from './Stars';
import styles from './MyReviewCard.module.css';

export interface MyReviewCardProps {
  review: MyReview;
  onOpenPhoto: (index: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** A review I wrote: the service, stars and date, its status when not shown, the points it earned, and edit/delete. */
export function MyReviewCard({ review, onOpenPhoto, onEdit, onDelete, deleting }: MyReviewCardProps) {
  const place = placeLabel(review);
  const editable = review.status !== 'removed';
  return (
    <article className={styles.card} aria-label={`${review.itemName} 후기`}>
      <div className={styles.top}>
        <div className={styles.title}>
          <p className={styles.company}>
            {review.categoryName} · {review.companyName}
          </p>
          <Link to={itemPath(review)} className={styles.name}>
            {review.itemName}
          </Link>
        </div>
        {review.status !== 'visible' && (
          <span className={styles.status} data-status={review.status}>
            {review.statusLabel}
          </span>
        )}
      </div>

      <div className={styles.meta}>
        <Stars rating={review.rating} size={14} />
        <span>
          {formatDate(review.createdAt)}
          {review.editedAt && ' · 수정됨'}
        </span>
      </div>
      {place && <p className={styles.place}>{place}</p>}

      {review.photos.length > 0 && <ReviewPhotos photos={review.photos} onOpen={onOpenPhoto} />}
      <p className={styles.content}>{review.content}</p>

      <ul className={styles.facts}>
        {review.rewardPoints > 0 && (
          <li>
            <Coins size={14} aria-hidden="true" />
            {formatPoints(review.rewardPoints)} 적립
          </li>
        )}
        {review.helpfulCount > 0 && (
          <li>
            <ThumbsUp size={14} aria-hidden="true" />
            {formatNumber(review.helpfulCount)}명에게 도움이 됐어요
          </li>
        )}
      </ul>

      <div className={styles.actions}>
        {editable && (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`${review.itemName} 후기 수정하기`}>
            수정하기
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} loading={deleting} aria-label={`${review.itemName} 후기 삭제하기`}>
          삭제하기
        </Button>
      </div>
    </article>
  );
}
