import { cx } from '../../../lib/cx';
import { SEVERITY_LABELS, VERDICT_LABELS } from './labels';
import type { Severity, Verdict } from './types';
import styles from './Badges.module.css';

/** 안전 위험 (red), 보수 필요 (orange), 미관 (grey): the worst reads first at a glance. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return <span className={cx(styles.badge, styles[severity])}>{SEVERITY_LABELS[severity]}</span>;
}

/** 적합 (green), 기준 초과 (red), 확인 필요 (orange). */
export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return <span className={cx(styles.badge, styles[`verdict-${verdict}`])}>{VERDICT_LABELS[verdict]}</span>;
}
