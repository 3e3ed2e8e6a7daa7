import styles from './SurveyScreens.module.css';

/** "3 / 6" with a bar: where the resident is in the survey. */
export function SurveyProgress({ current, total, label }: { current: number; total: number; label: string }) {
  const percent = total > 0 ? Math.round((current / total) * 100) : 0;
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`${total}개 중 ${current}번째`}
      >
        <span className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText} aria-hidden="true">
        <strong>{current}</strong> / {total}
      </p>
    </div>
  );
}
