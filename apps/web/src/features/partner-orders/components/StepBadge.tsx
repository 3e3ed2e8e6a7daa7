import type { JobStep } from '@ipju/contract';
import { cx } from '../../../lib/cx';
import styles from './StepBadge.module.css';

/** The job's step (확정 전, 일정 확정, 출발, 시공중, 시공완료 …) as a small badge. */
export function StepBadge({ step, label }: { step: JobStep; label: string }) {
  return <span className={cx(styles.badge, styles[step])}>{label}</span>;
}
