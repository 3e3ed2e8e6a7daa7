import type { SurveyLine } from '@ipju/contract';
import { ProgressiveImage } from '../../../components/ui/ProgressiveImage/ProgressiveImage';
import { formatDate } from '../../../lib/format';
import styles from './SurveyScreens.module.css';

/** The service a satisfaction survey is about: picture, name, company and when it was done. */
export function ServiceSummary({ line }: { line: Pick<SurveyLine, 'itemName' | 'companyName' | 'thumbnailUrl' | 'visitDate' | 'serviceCompletedAt'> }) {
  const when = line.serviceCompletedAt ?? line.visitDate;
  return (
    <div className={styles.service}>
      <ProgressiveImage src={line.thumbnailUrl} alt="" aspectRatio="1/1" sizes="48px" className={styles.serviceImage} />
      <div className={styles.serviceText}>
        <p className={styles.serviceName}>{line.itemName}</p>
        <p className={styles.serviceMeta}>
          {line.companyName}
          {when && ` · ${formatDate(when)} 시공`}
        </p>
      </div>
    </div>
  );
}
