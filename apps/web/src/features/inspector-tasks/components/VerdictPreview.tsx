import type { InspectionStandardItem, TaskJudgement } from '@ipju/contract';
import styles from './VerdictPreview.module.css';

const TONE = { pass: styles.pass, fail: styles.fail, check: styles.check } as const;

/**
 * The verdict the report will print for the values being typed (the contract's judgeTask on the
 * inspection's standards): measured against allowed, the note (screening only, unverified value) and the
 * standard's source.
 */
export function VerdictPreview({ judgement, standards }: { judgement: TaskJudgement | null; standards: readonly InspectionStandardItem[] }) {
  if (!judgement) {
    return (
      <p className={styles.empty} aria-live="polite">
        값을 적으면 기준과 비교해 바로 보여 드려요.
      </p>
    );
  }
  const standard = judgement.standardKey ? standards.find((s) => s.key === judgement.standardKey) : undefined;
  return (
    <div className={`${styles.box} ${TONE[judgement.verdict]}`} aria-live="polite" data-testid="verdict-preview">
      <p className={styles.verdict}>{judgement.verdictLabel}</p>
      <dl className={styles.rows}>
        <div>
          <dt>측정</dt>
          <dd>{judgement.measuredText}</dd>
        </div>
        <div>
          <dt>기준</dt>
          <dd>{judgement.allowedText}</dd>
        </div>
      </dl>
      {judgement.note && <p className={styles.note}>{judgement.note}</p>}
      {standard && <p className={styles.source}>출처: {standard.source}</p>}
    </div>
  );
}
