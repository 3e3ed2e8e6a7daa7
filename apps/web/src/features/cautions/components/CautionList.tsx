import { CAUTION_TIMINGS, CAUTION_TIMING_LABELS, type Caution } from '@ipju/contract';
import styles from './CautionList.module.css';

/** Precautions grouped by when they matter: before the visit, on the day, after the work. */
export function CautionList({ cautions }: { cautions: Caution[] }) {
  return (
    <div className={styles.groups}>
      {CAUTION_TIMINGS.map((timing) => {
        const group = cautions.filter((c) => c.timing === timing);
        if (!group.length) return null;
        return (
          <div key={timing} className={styles.group}>
            <p className={styles.timing} data-timing={timing}>
              {CAUTION_TIMING_LABELS[timing]}
            </p>
            <ul className={styles.list}>
              {group.map((c) => (
                <li key={c.cautionIdx} className={styles.item}>
                  <p className={styles.title}>{c.title}</p>
                  <p className={styles.body}>{c.body}</p>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
