import type { TimelineStep } from '@ipju/contract';
import styles from './MoveInTimeline.module.css';

/** 사전점검 → 입주 → the services in the order neighbours booked them. */
export function MoveInTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((s, i) => (
        <li key={`${s.kind}-${s.categoryCode ?? i}`} className={s.kind === 'service' ? styles.step : styles.milestone}>
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.title}>{s.title}</span>
          <span className={styles.when}>{s.when}</span>
        </li>
      ))}
    </ol>
  );
}
