import type { InspectionListItem } from '@ipju/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatHour } from '../../../lib/format';
import { inspectionPath } from '../../../lib/inspector-paths';
import styles from './InspectionCard.module.css';

const TONE: Record<InspectionListItem['status'], string> = {
  scheduled: styles.toneScheduled!,
  in_progress: styles.toneProgress!,
  measured: styles.toneMeasured!,
  reported: styles.toneReported!,
  sent: styles.toneSent!,
  cancelled: styles.toneCancelled!,
};

/** One inspection in a list: 단지·동·호, 평형, resident, visit date, status and how far the five types are. */
export function InspectionCard({ inspection }: { inspection: InspectionListItem }) {
  const visit = inspection.visitDate
    ? `${formatDate(inspection.visitDate)}${inspection.visitHour !== null ? ` ${formatHour(inspection.visitHour)}` : ''}`
    : '방문일 미정';
  return (
    <Link to={inspectionPath(inspection.inspectionIdx)} className={styles.card} data-testid="inspection-card">
      <div className={styles.top}>
        <span className={`${styles.status} ${TONE[inspection.status]}`}>{inspection.statusLabel}</span>
        {inspection.isSample && <span className={styles.sample}>샘플</span>}
        <span className={styles.visit}>{visit}</span>
      </div>
      <p className={styles.home}>{inspection.homeLabel}</p>
      <p className={styles.meta}>
        {[inspection.areaLabel, inspection.residentName ? `${inspection.residentName} 님` : '입주민 미연결'].filter(Boolean).join(' · ')}
      </p>
      <div className={styles.bottom}>
        <span>
          점검 {inspection.completedTypeCount}/5 완료 · 기록 {inspection.taskCount}건
        </span>
        <ChevronRight aria-hidden="true" size={18} />
      </div>
    </Link>
  );
}
