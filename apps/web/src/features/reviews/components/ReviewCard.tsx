import type { Review } from '@ipju/contract';
import { BadgeCheck, MoreHorizontal } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatDate, relativeTime } from '../../../lib/format';
import { HelpfulButton } from './HelpfulButton';
import { ReviewPhotos } from './ReviewPhotos';
import { Stars } from './Stars';
import styles from './ReviewCard.module.css';

export interface ReviewCardProps {
  review: Review;
  /** Long text shows in full (kept by the list, so it survives scrolling out and back). */
  expanded: boolean;
  onToggleExpanded: () => void;
  onOpenPhoto: (index: number) => void;
  /** The ⋯ menu (신고하기; 수정/삭제 on my own). */
  onMenu: () => void;
  /** Service name above the text (lists across services). */
  showItem?: boolean;
}

/** Where the work was done: "잠실래미안아이파크 · 30평대" (never a name or unit). */
export function placeLabel(review: Pick<Review, 'complexName' | 'pyeongBand'>): string | null {
  const parts = [review.complexName, review.pyeongBand].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * One review: stars and when, the verified-order badge with complex and 평형 band, what was bought, the
 * photos (a tap opens the viewer), the text (plain text, folded after four lines with 더보기) and 도움이 돼요.
 */
export function ReviewCard({ review, expanded, onToggleExpanded, onOpenPhoto, onMenu, showItem = false }: ReviewCardProps) {
  const place = placeLabel(review);
  const textRef = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);

  // Whether the clamped text hides lines (only then 더보기 is offered).
  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el || expanded) return;
    setOverflows(el.scrollHeight > el.clientHeight + 1);
  }, [review.content, expanded]);

  return (
    <article className={styles.card} aria-label={`별점 ${review.rating}점 후기`} data-review-idx={review.reviewIdx}>
      <div className={styles.head}>
        <Stars rating={review.rating} size={14} />
        <time className={styles.date} dateTime={review.createdAt} title={formatDate(review.createdAt)}>
          {relativeTime(review.createdAt)}
          {review.editedAt && ' · 수정됨'}
        </time>
        {review.isMine && <span className={styles.mineTag}>내 후기</span>}
        <button type="button" className={styles.more} aria-label="후기 더보기 메뉴" aria-haspopup="dialog" onClick={onMenu}>
          <MoreHorizontal size={20} aria-hidden="true" />
        </button>
      </div>

      <p className={styles.verified}>
        <span className={styles.badge}>
          <BadgeCheck size={14} aria-hidden="true" />
          실구매 인증
        </span>
        {place && <span className={styles.place}>{place}</span>}
      </p>
      {showItem && <p className={styles.item}>{review.itemName}</p>}
      {review.optionSummary && <p className={styles.option}>{review.optionSummary}</p>}

      {review.photos.length > 0 && (
        <div className={styles.photos}>
          <ReviewPhotos photos={review.photos} onOpen={onOpenPhoto} />
        </div>
      )}

      <p ref={textRef} className={styles.content} data-expanded={expanded || undefined}>
        {review.content}
      </p>
      {(overflows || expanded) && (
        <button type="button" className={styles.fold} aria-expanded={expanded} onClick={onToggleExpanded}>
          {expanded ? '접기' : '더보기'}
        </button>
      )}

      <div className={styles.foot}>
        <HelpfulButton review={review} />
      </div>
    </article>
  );
}
