import type { InspectionReportDocument, ReportStandard } from './types';
import styles from './ReportView.module.css';

function groupByType(standards: readonly ReportStandard[]): { label: string; items: ReportStandard[] }[] {
  const groups = new Map<string, { label: string; items: ReportStandard[] }>();
  for (const standard of standards) {
    const group = groups.get(standard.type) ?? { label: standard.typeLabel, items: [] };
    group.items.push(standard);
    groups.set(standard.type, group);
  }
  return [...groups.values()];
}

/**
 * A standard's value with its unit: '0.24', '148 Bq/㎥', '1%'. Not formatNumber, which rounds to whole numbers (a
 * TDR limit of 0.24 read 0); the unit is left out when the label already ends with it ('창 유리 모서리 TDR').
 */
function limitText(item: Pick<ReportStandard, 'label' | 'limit' | 'unit'>): string {
  const value = String(Number(item.limit.toFixed(2))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (!item.unit || item.label.endsWith(item.unit)) return value;
  return item.unit === '%' ? `${value}%` : `${value} ${item.unit}`;
}

/** The thresholds this report was judged by (copied when the inspection started), each with its source. */
export function StandardsList({ standards, disclaimers }: Pick<InspectionReportDocument, 'standards' | 'disclaimers'>) {
  return (
    <section className={styles.section} aria-labelledby="report-standards">
      <h2 id="report-standards" className={styles.sectionTitle}>
        판정 기준과 안내
      </h2>
      {groupByType(standards).map((group) => (
        <div key={group.label} className={styles.block}>
          <h3 className={styles.blockTitle}>{group.label}</h3>
          <ul className={styles.standards}>
            {group.items.map((item) => (
              <li key={`${item.label}-${item.condition ?? ''}`}>
                <p className={styles.standardLine}>
                  {item.label} {limitText(item)} {item.comparator === 'max' ? '이하' : '이상'}
                  {item.condition && <span className={styles.rowComment}> ({item.condition})</span>}
                </p>
                <p className={styles.source}>출처: {item.source}</p>
                {item.note && <p className={styles.source}>{item.note}</p>}
              </li>
            ))}
          </ul>
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
