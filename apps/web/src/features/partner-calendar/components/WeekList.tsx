import { cx } from '../../../lib/cx';
import { closedDayLabel, dayTitle, weekDates, type DayContents } from '../calendar-days';
import styles from './PartnerCalendar.module.css';

interface WeekListProps {
  sunday: string;
  today: string;
  selected: string | null;
  contentsOf: (date: string) => DayContents;
  onSelect: (date: string) => void;
}

/** The week as seven rows: each day's visits by time, its entries and 휴무. */
export function WeekList({ sunday, today, selected, contentsOf, onSelect }: WeekListProps) {
  return (
    <ul className={styles.week} aria-label="주간 일정">
      {weekDates(sunday).map((date) => {
        const c = contentsOf(date);
        return (
          <li key={date}>
            <button
              type="button"
              className={cx(styles.weekRow, selected === date && styles.cellSelected, date === today && styles.cellToday)}
              aria-pressed={selected === date}
              onClick={() => onSelect(date)}
            >
              <span className={styles.weekDay}>{dayTitle(date)}</span>
              <span className={styles.weekBody}>
                {c.closedReason !== null ? <span className={styles.closedMark}>{closedDayLabel(c.closedReason)}</span> : null}
                {c.visits.map((v) => (
                  <span key={v.lineIdx} className={styles.weekItem}>
                    {v.timeLabel} {v.itemName}
                  </span>
                ))}
                {c.offline.map((o) => (
                  <span key={`offline-${o.id}`} className={styles.weekItem}>
                    {o.timeLabel} {o.itemName} (오프라인)
                  </span>
                ))}
                {c.entries.map((e) => (
                  <span key={e.entryIdx} className={cx(styles.weekItem, styles.weekEntry)}>
                    {e.startTime ?? '종일'} {e.title}
                  </span>
                ))}
                {c.closedReason === null && !c.visits.length && !c.offline.length && !c.entries.length ? <span className={styles.weekNone}>일정 없음</span> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
