import { cx } from '../../../lib/cx';
import type { ReportFinding } from './types';
import styles from './Badges.module.css';

type Severity = ReportFinding['severity'];
type Verdict = NonNullable<ReportFinding['verdict']>;

/** 안전 위험 (red), 보수 필요 and 확인 필요 (orange), 미관 (grey): the worst reads first at a glance. The words come from the report. */
export function SeverityBadge({ severity, label }: { severity: Severity; label: string }) {
  return <span className={cx(styles.badge, styles[severity])}>{label}</span>;
}

/** 적합 (green), 기준 초과 (red), 확인 필요 (orange). */
export function VerdictBadge({ verdict, label }: { verdict: Verdict; label: string }) {
  return <span className={cx(styles.badge, styles[`verdict-${verdict}`])}>{label}</span>;
}
