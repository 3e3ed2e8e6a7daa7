import { formatNumber } from '../../../lib/format';
import { TYPE_LABELS } from './labels';
import type { InspectionReportDocument } from './types';
import styles from './ReportView.module.css';

/** The thresholds this report was judged by (copied when the inspection started), each with its source. */
export function StandardsList({ standards, disclaimers }: Pick<InspectionReportDocument, 'standards' | 'disclaimers'>) {
  return (
    <section className={styles.section} aria-labelledby="report-standards">
      <h2 id="report-standards" className={styles.sectionTitle}>
        판정 기준과 안내
      </h2>
      {standards.map((standard) => (
        <div key={standard.type} className={styles.block}>
          <h3 className={styles.blockTitle}>{TYPE_LABELS[standard.type]}</h3>
          <ul className={styles.standards}>
            {standard.items.map((item) => (
              <li key={item.key}>
                <p className={styles.standardLine}>
                  {item.label} {item.comparator === 'max' ? '최대' : '최소'} {formatNumber(item.limit)}
                  {item.unit}
                  {item.condition && <span className={styles.rowComment}> ({item.condition})</span>}
                </p>
                <p className={styles.source}>출처: {item.source}</p>
                {item.note && <p className={styles.source}>{item.note}</p>}
              </li>
            ))}
          </ul>
          {standard.notes.map((note) => (
            <p key={note} className={styles.note}>
              {note}
            </p>
          ))}
        </div>
      ))}
      {disclaimers.length > 0 && (
        <ul className={styles.disclaimers} aria-label="유의사항">
          {disclaimers.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
