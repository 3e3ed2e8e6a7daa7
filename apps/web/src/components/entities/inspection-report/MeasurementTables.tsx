import { MeasurementRows } from './MeasurementRows';
import type { InspectionReportDocument } from './types';
import styles from './ReportView.module.css';

/** Each measurement type's readings, measured against allowed with the verdict; a type with none says so. */
export function MeasurementTables({ measurements }: { measurements: InspectionReportDocument['measurements'] }) {
  return (
    <section className={styles.section} aria-labelledby="report-measurements">
      <h2 id="report-measurements" className={styles.sectionTitle}>
        측정 결과
      </h2>
      {measurements.map((table) => (
        <div key={table.type} className={styles.block}>
          <h3 className={styles.blockTitle}>{table.label}</h3>
          {table.rows.length === 0 ? (
            <p className={styles.empty}>측정한 항목이 없어요.</p>
          ) : (
            <MeasurementRows rows={table.rows} label={`${table.label} 측정`} />
          )}
          {table.notes.map((note) => (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ))}
        </div>
      ))}
    </section>
  );
}
