import { formatNumber } from '../../../lib/format';
import { SeverityBadge, VerdictBadge } from './Badges';
import { FindingCard } from './FindingCard';
import { TYPE_LABELS } from './labels';
import { INSPECTION_TYPES, SEVERITIES, type InspectionReportDocument, type ReportPhoto } from './types';
import styles from './ReportView.module.css';

/** The screening note the issue asks for wherever radon is shown: a short reading is not a 48-72 h measurement. */
export const AIR_SCREENING_NOTE =
  '사전점검의 라돈·공기질 측정은 짧은 시간 재는 선별 측정이에요. 정확한 농도는 48~72시간 연속 측정으로 확인해요.';

/** First page: how many findings of which kind and weight, the air against its standard, the worst ones. */
export function ReportSummary({
  document,
  onOpenPhoto,
}: {
  document: InspectionReportDocument;
  onOpenPhoto: (photos: readonly ReportPhoto[], index: number, alt: string) => void;
}) {
  const { summary } = document;
  return (
    <section className={styles.section} aria-labelledby="report-summary">
      <h2 id="report-summary" className={styles.sectionTitle}>
        한눈에 보기
      </h2>
      <p className={styles.total}>
        발견한 하자 <strong>{formatNumber(summary.findingCount)}건</strong>
      </p>
      <ul className={styles.severityRow} aria-label="심각도별">
        {SEVERITIES.map((severity) => (
          <li key={severity} className={styles.severityCell}>
            <SeverityBadge severity={severity} />
            <strong>{formatNumber(summary.bySeverity[severity] ?? 0)}건</strong>
          </li>
        ))}
      </ul>
      <ul className={styles.typeGrid} aria-label="점검 종류별">
        {INSPECTION_TYPES.map((type) => (
          <li key={type} className={styles.typeCell}>
            <span>{TYPE_LABELS[type]}</span>
            <strong>{formatNumber(summary.byType[type] ?? 0)}건</strong>
          </li>
        ))}
      </ul>

      {summary.air.length > 0 && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>라돈·공기질</h3>
          <ul className={styles.rows} aria-label="공기질 측정값">
            {summary.air.map((reading) => (
              <li key={reading.substance} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowLabel}>{reading.label}</span>
                  <span className={styles.rowNumbers}>
                    측정 {reading.measuredText} · 기준 {reading.allowedText}
                  </span>
                </div>
                <VerdictBadge verdict={reading.verdict} />
              </li>
            ))}
          </ul>
          <p className={styles.note}>{AIR_SCREENING_NOTE}</p>
        </div>
      )}

      {summary.opinion && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>점검자 총평</h3>
          <p className={styles.opinion}>{summary.opinion}</p>
        </div>
      )}

      {summary.worst.length > 0 && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>먼저 고쳐야 할 하자</h3>
          <div className={styles.cards}>
            {summary.worst.map((finding) => (
              <FindingCard key={finding.taskIdx} finding={finding} onOpenPhoto={onOpenPhoto} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
