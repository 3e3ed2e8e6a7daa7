import styles from './Spinner.module.css';
import { cx } from '../../../lib/cx';

export interface SpinnerProps {
  /** px, default 20 */
  size?: number;
  /** Read by screen readers. Default '불러오는 중이에요'. Pass null inside a labelled control. */
  label?: string | null;
  className?: string;
}

/** Inline loading indicator (inside buttons, at the end of a list). Never for whole pages. */
export function Spinner({ size = 20, label = '불러오는 중이에요', className }: SpinnerProps) {
  const circle = (
    <span
      className={cx(styles.spinner, className)}
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="spinner"
    />
  );
  if (label === null) return circle;
  return (
    <span role="status" className={styles.wrap}>
      {circle}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
