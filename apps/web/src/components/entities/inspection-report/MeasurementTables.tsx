import { VerdictBadge } from './Badges';
import { findingPlace } from './FindingCard';
import { TYPE_LABELS } from './labels';
import type { InspectionReportDocument, InspectionType } from './types';
import styles from './ReportView.module.css';

const MEASURED_TYPES = ['level', 'gradient', 'thermal', 'radon'] as const satisfies readonly InspectionType[];

/** Each measurement type's readings, measured against allowed with the verdict; a type with none says so. */
export function MeasurementTables({ measurements }: { measurements: InspectionReportDocument['measurements'] }) {
  return (
    <section className={styles.section} aria-labelledby="report-measurements">
      <h2 id="report-measurements" className={styles.sectionTitle}>
        측정 결과
      </h2>
      {MEASURED_TYPES.map((type) => {
        const rows = measurements[type] ?? [];
        return (
          <div key={type} className={styles.block}>
            <h3 className={styles.blockTitle}>{TYPE_LABELS[type]}</h3>
            {rows.length === 0 ? (
              <p className={styles.empty}>측정한 항목이 없어요.</p>
            ) : (
              <ul className={styles.rows} aria-label={`${TYPE_LABELS[type]} 측정`}>
                {rows.map((row) => (
                  <li key={row.taskIdx} className={styles.row}>
                    <div className={styles.rowMain}>
                      <span className={styles.rowLabel}>
                        {[findingPlace(row), row.label].filter(Boolean).join(' · ')}
                      </span>
                      <span className={styles.rowNumbers}>
                        측정 {row.measuredText} · 기준 {row.allowedText}
                      </span>
                      {row.comment && <span className={styles.rowComment}>{row.comment}</span>}
                    </div>
                    <VerdictBadge verdict={row.verdict} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
