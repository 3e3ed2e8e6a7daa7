import type { InspectionSummary } from '@ipju/contract';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import styles from './SummaryStrip.module.css';

const CELLS: { key: keyof InspectionSummary; label: string }[] = [
  { key: 'today', label: '오늘 방문' },
  { key: 'scheduled', label: '점검 예정' },
  { key: 'inProgress', label: '점검 중' },
  { key: 'measured', label: '결과 작성' },
  // A report made but not yet sent still waits on the inspector: it is counted, not dropped.
  { key: 'reported', label: '발송 대기' },
  { key: 'sent', label: '보고서 발송' },
];

/** The console home's counts (GET /inspection/summary), two rows of three: every status that still needs the inspector has a cell. */
export function SummaryStrip({ summary }: { summary: InspectionSummary | undefined }) {
  return (
    <section className={styles.strip} aria-label="점검 현황">
      <dl className={styles.cells}>
        {CELLS.map(({ key, label }) => (
          <div key={key} className={styles.cell}>
            <dt>{label}</dt>
            <dd data-testid={`summary-${key}`}>{summary ? `${summary[key]}건` : <Skeleton width={32} height={20} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
