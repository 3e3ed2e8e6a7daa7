import { MessageSquareText, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { useReviewInit } from '../api/getReviewInit';
import { myReviewsPath, reviewWritePath } from '../paths';
import styles from './ReviewLineAction.module.css';

/**
 * The review link of a finished order line (order detail): 후기 쓰기 while it can be reviewed, 후기 보기
 * once written. Asks GET /reviews/get_review_init for the line; shows nothing until it knows, or when the
 * line cannot be reviewed (cancelled, not finished).
 */
export function ReviewLineAction({ merchantUid, itemIdx, lineIdx, itemName }: { merchantUid: string; itemIdx: number; lineIdx: number; itemName: string }) {
  const init = useReviewInit(merchantUid, itemIdx);
  const line = init.data?.lines.find((l) => l.lineIdx === lineIdx);
  if (!line) return null;
  if (line.reviewIdx !== null) {
    return (
      <Link to={myReviewsPath('mine')} className={styles.link}>
        <MessageSquareText size={16} aria-hidden="true" />
        후기 보기<span className="visually-hidden">: {itemName}</span>
      </Link>
    );
  }
  if (!line.canReview) return null;
  return (
    <Link to={reviewWritePath(merchantUid, itemIdx, lineIdx)} className={`${styles.link} ${styles.primary}`}>
      <PenLine size={16} aria-hidden="true" />
      후기 쓰기<span className="visually-hidden">: {itemName}</span>
    </Link>
  );
}
