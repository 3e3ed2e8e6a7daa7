import type { ReviewableLine } from '@ipju/contract';
import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatDate } from '../../../lib/format';
import { reviewWritePath } from '../paths';
import styles from './WritableLineCard.module.css';

/** A finished service waiting for its review: what it was, when it was done, and 후기 쓰기. */
export function WritableLineCard({ line }: { line: ReviewableLine }) {
  const done = line.completedAt ?? line.confirmedAt;
  return (
    <article className={styles.card} aria-label={line.itemName}>
      <ProgressiveImage src={line.thumbnailUrl} alt="" aspectRatio={1} sizes="56px" className={styles.thumb} />
      <div className={styles.text}>
        <p className={styles.company}>
          {line.categoryName} · {line.companyName}
        </p>
        <p className={styles.name}>{line.itemName}</p>
        {line.optionSummary && <p className={styles.meta}>{line.optionSummary}</p>}
        {done && <p className={styles.meta}>{formatDate(done)} 시공 완료</p>}
      </div>
      <Link to={reviewWritePath(line.merchantUid, line.itemIdx, line.lineIdx)} className={styles.write}>
        <PenLine size={16} aria-hidden="true" />
        후기 쓰기<span className="visually-hidden">: {line.itemName}</span>
      </Link>
    </article>
  );
}
