import { VerdictBadge } from './Badges';
import type { ReportMeasurementRow } from './types';
import styles from './ReportView.module.css';

/** Measured against allowed, one row each with the verdict (the summary's air readings and the type tables). */
export function MeasurementRows({ rows, label }: { rows: readonly ReportMeasurementRow[]; label: string }) {
  return (
    <ul className={styles.rows} aria-label={label}>
      {rows.map((row) => (
        <li key={row.taskIdx} className={styles.row}>
          <div className={styles.rowMain}>
            <span className={styles.rowLabel}>{[row.spaceName, row.location, row.item].filter(Boolean).join(' · ')}</span>
            <span className={styles.rowNumbers}>
              측정 {row.measuredText} · 기준 {row.allowedText}
            </span>
            {row.comment && <span className={styles.rowComment}>{row.comment}</span>}
          </div>
          <VerdictBadge verdict={row.verdict} label={row.verdictLabel} />
        </li>
      ))}
    </ul>
  );
}
