import { monthMatrix, WEEKDAY_NAMES } from '@ipju/contract';
import { cx } from '../../../lib/cx';
import type { DayContents } from '../calendar-days';
import styles from './PartnerCalendar.module.css';

interface MonthGridProps {
  year: number;
  month: number;
  today: string;
  selected: string | null;
  contentsOf: (date: string) => DayContents;
  onSelect: (date: string) => void;
}

/** The month as a Sunday-first grid; each day shows 휴무, how many visits are sold and whether it has entries. */
export function MonthGrid({ year, month, today, selected, contentsOf, onSelect }: MonthGridProps) {
  const weeks = monthMatrix(year, month);
  return (
    <table className={styles.grid} aria-label={`${year}년 ${month}월`}>
      <thead>
        <tr>
          {WEEKDAY_NAMES.map((name, i) => (
            <th key={name} scope="col" className={cx(i === 0 && styles.sun, i === 6 && styles.sat)}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((date, i) =>
              date ? (
                <td key={date}>
                  <DayCell date={date} weekday={i} today={today} selected={selected === date} contents={contentsOf(date)} onSelect={onSelect} />
                </td>
              ) : (
                <td key={`empty-${w}-${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DayCell({
  date,
  weekday,
  today,
  selected,
  contents,
  onSelect,
}: {
  date: string;
  weekday: number;
  today: string;
  selected: boolean;
  contents: DayContents;
  onSelect: (date: string) => void;
}) {
  const day = Number(date.slice(8));
  const closed = contents.closedReason !== null;
  const parts = [`${Number(date.slice(5, 7))}월 ${day}일`];
  if (closed) parts.push('휴무');
  const visitCount = contents.visits.length + contents.offline.length;
  if (visitCount) parts.push(`방문 ${visitCount}건`);
  if (contents.entries.length) parts.push(`일정 ${contents.entries.length}건`);
  return (
    <button
      type="button"
      className={cx(styles.cell, selected && styles.cellSelected, date === today && styles.cellToday, date < today && styles.cellPast)}
      aria-pressed={selected}
      aria-label={parts.join(', ')}
      onClick={() => onSelect(date)}
    >
      <span className={cx(styles.dayNumber, weekday === 0 && styles.sun, weekday === 6 && styles.sat)}>{day}</span>
      {closed ? <span className={styles.closedMark}>휴무</span> : null}
      {visitCount ? <span className={styles.visitMark}>{visitCount}</span> : null}
      {contents.entries.length ? <span className={styles.entryDot} aria-hidden="true" /> : null}
    </button>
  );
}
