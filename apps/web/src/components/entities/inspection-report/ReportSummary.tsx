import { formatNumber } from '../../../lib/format';
import { SeverityBadge } from './Badges';
import { FindingCard, type OpenPhoto } from './FindingCard';
import { MeasurementRows } from './MeasurementRows';
import type { InspectionReportDocument } from './types';
import styles from './ReportView.module.css';

/** The screening note shown beside the air readings: a short reading is not a 48-72 h measurement. */
export const AIR_SCREENING_NOTE =
  '사전점검의 라돈·공기질 측정은 짧은 시간 재는 선별 측정이에요. 정확한 농도는 48~72시간 연속 측정으로 확인해요.';

/** First page: how many findings of which kind and weight, the air against its standard, the worst ones. */
export function ReportSummary({ document, onOpenPhoto }: { document: InspectionReportDocument; onOpenPhoto: OpenPhoto }) {
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
        {summary.bySeverity.map((s) => (
          <li key={s.severity} className={styles.severityCell}>
            <SeverityBadge severity={s.severity} label={s.label} />
            <strong>{formatNumber(s.count)}건</strong>
          </li>
        ))}
      </ul>
      <ul className={styles.typeGrid} aria-label="점검 종류별">
        {summary.byType.map((t) => (
          <li key={t.type} className={styles.typeCell}>
            <span>{t.label}</span>
            <strong>{formatNumber(t.findingCount)}건</strong>
          </li>
        ))}
      </ul>

      {summary.air.length > 0 && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>라돈·공기질</h3>
          <MeasurementRows rows={summary.air} label="공기질 측정값" />
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
