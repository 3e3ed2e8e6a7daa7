import type { InspectionReportDocument } from '@ipju/contract';
import { AnnotatedPhoto } from '../../../components/ui/PhotoAnnotator/AnnotatedPhoto';
import { cx } from '../../../lib/cx';
import { formatDate } from '../../../lib/format';
import styles from './ReportSections.module.css';

/**
 * The report's first page in short (counts by type and severity, the worst findings with their marked
 * photos, the 총평), until the resident pages' full report view (components/entities/inspection-report)
 * is on main; then the preview shows that view instead.
 */
export function ReportSummaryPreview({ document }: { document: InspectionReportDocument }) {
  const { home, summary } = document;
  return (
    <article className={styles.preview} aria-label="보고서 미리보기">
      <p className={styles.kicker}>
        사전점검 보고서 {document.version}판 · {formatDate(document.createdAt)}
      </p>
      <h3 className={styles.previewTitle}>
        {home.complexName} {home.dong}동 {home.ho}호
      </h3>
      <p className={styles.muted}>
        {home.areaLabel} · 점검일 {formatDate(home.visitDate, { weekday: true })}
      </p>
      <p className={styles.bigNumber}>
        찾은 하자 <strong>{summary.findingCount}건</strong>
      </p>
      <ul className={styles.counts} aria-label="심각도별">
        {summary.bySeverity.map((s) => (
          <li key={s.severity}>
            <span>{s.label}</span>
            <strong>{s.count}건</strong>
          </li>
        ))}
      </ul>
      <ul className={cx(styles.counts, styles.countsWide)} aria-label="점검 종류별">
        {summary.byType.map((t) => (
          <li key={t.type}>
            <span>{t.label}</span>
            <strong>
              하자 {t.findingCount}건 · 기록 {t.taskCount}건
            </strong>
          </li>
        ))}
      </ul>
      {summary.worst.length > 0 && (
        <>
          <h4 className={styles.subTitle}>먼저 볼 하자</h4>
          <ol className={styles.worst}>
            {summary.worst.map((f) => {
              const photo = f.photos[0];
              return (
                <li key={f.no} className={styles.finding}>
                  {photo && (
                    <AnnotatedPhoto
                      className={styles.findingPhoto}
                      src={photo.url}
                      alt={`${f.spaceName} ${f.title} 사진`}
                      width={photo.width ?? 0}
                      height={photo.height ?? 0}
                      shapes={photo.annotations}
                      displayWidth={320}
                    />
                  )}
                  <div>
                    <p className={styles.findingTitle}>
                      {f.no}. {f.spaceName} · {f.title}
                    </p>
                    <p className={styles.muted}>
                      {f.severityLabel}
                      {f.measuredText ? ` · ${f.measuredText}${f.allowedText ? ` (기준 ${f.allowedText})` : ''}` : f.description ? ` · ${f.description}` : ''}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      {summary.opinion && (
        <>
          <h4 className={styles.subTitle}>총평</h4>
          <p className={styles.opinion}>{summary.opinion}</p>
        </>
      )}
    </article>
  );
}
