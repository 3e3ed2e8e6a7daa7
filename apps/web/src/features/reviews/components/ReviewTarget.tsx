import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatDate } from '../../../lib/format';
import styles from './ReviewTarget.module.css';

export interface ReviewTargetProps {
  thumbnailUrl?: string | null;
  itemName: string;
  categoryName: string;
  companyName: string;
  optionSummary: string;
  visitDate?: string | null;
}

/** The service a review is about: photo, company and name, what was bought and when it was done. */
export function ReviewTarget({ thumbnailUrl, itemName, categoryName, companyName, optionSummary, visitDate }: ReviewTargetProps) {
  return (
    <div className={styles.target}>
      {thumbnailUrl && <ProgressiveImage src={thumbnailUrl} alt="" aspectRatio={1} sizes="64px" className={styles.thumb} />}
      <div className={styles.text}>
        <p className={styles.company}>
          {categoryName} · {companyName}
        </p>
        <p className={styles.name}>{itemName}</p>
        {optionSummary && <p className={styles.meta}>{optionSummary}</p>}
        {visitDate && <p className={styles.meta}>방문일 {formatDate(visitDate)}</p>}
      </div>
    </div>
  );
}
