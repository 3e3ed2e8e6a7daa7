import { CalendarDays, ChevronRight } from 'lucide-react';
import { cx } from '../../../lib/cx';
import { needsDate, visitLabel } from './visit-label';
import styles from './VisitDateChip.module.css';

export interface VisitDateChipProps {
  tz: string | null;
  timeLabel: string | null;
  onClick: () => void;
  disabled?: boolean;
}

/** The line's desired visit date as a tappable chip that opens the date modal. */
export function VisitDateChip({ tz, timeLabel, onClick, disabled }: VisitDateChipProps) {
  const missing = needsDate({ tz });
  return (
    <button
      type="button"
      className={cx(styles.chip, missing && styles.missing)}
      onClick={onClick}
      disabled={disabled}
      aria-haspopup="dialog"
    >
      <CalendarDays size={16} aria-hidden="true" />
      <span className={styles.label}>{visitLabel(tz, timeLabel)}</span>
      <span className="visually-hidden"> 바꾸기</span>
      <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
    </button>
  );
}
