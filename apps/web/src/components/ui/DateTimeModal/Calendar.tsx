import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from '../../../lib/cx';
import { WEEKDAYS_LONG, WEEKDAYS_SHORT } from '../../../lib/format';
import { addDays, addMonths, compareYmd, isYmd, monthMatrix, parseYmd, seoulToday, startOfMonth, weekdayOf } from '../../../lib/schedule';
import styles from './DateTimeModal.module.css';

export interface CalendarProps {
  /** Selected 'YYYY-MM-DD' or null. */
  value: string | null;
  onSelect: (ymd: string) => void;
  /** First selectable day (inclusive). */
  minDate?: string;
  /** Last selectable day (inclusive). */
  maxDate?: string;
  /** Full or closed days: shown, not selectable. */
  disabledDates?: readonly string[];
  /** Month shown first ('YYYY-MM-DD' in it); default the value's month, else minDate's, else today's. */
  initialMonth?: string;
  /** Today's date for the marker; default Asia/Seoul today. */
  today?: string;
  /** Called with 'YYYY-MM' whenever the shown month changes (and once for the first month), e.g. to
   * load that month's full and closed days. */
  onMonthChange?: (month: string) => void;
}

/**
 * Month calendar (Korean, week starts Sunday). Only day selection: previous / next month buttons,
 * no year or decade levels. Keyboard: arrows, Home/End (week), PageUp/PageDown (month).
 */
export function Calendar({ value, onSelect, minDate, maxDate, disabledDates = [], initialMonth, today, onMonthChange }: CalendarProps) {
  const todayYmd = today ?? seoulToday();
  const firstView = startOfMonth(initialMonth ?? (value && isYmd(value) ? value : (minDate ?? todayYmd)));
  const [viewMonth, setViewMonth] = useState(firstView);
  const [focusDate, setFocusDate] = useState<string>(() => (value && isYmd(value) ? value : (minDate ?? todayYmd)));
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();

  const { year, month } = parseYmd(viewMonth);
  const weeks = monthMatrix(year, month);
  const disabledSet = new Set(disabledDates);

  const isOutOfRange = (ymd: string) =>
    (minDate !== undefined && compareYmd(ymd, minDate) < 0) || (maxDate !== undefined && compareYmd(ymd, maxDate) > 0);
  const isDisabled = (ymd: string) => isOutOfRange(ymd) || disabledSet.has(ymd);

  const canGoPrev = minDate === undefined || compareYmd(viewMonth, startOfMonth(minDate)) > 0;
  const canGoNext = maxDate === undefined || compareYmd(viewMonth, startOfMonth(maxDate)) < 0;

  // The roving tab stop: the focused date if it is in view, else the selection, else the first enabled day.
  const inView = (ymd: string) => ymd.slice(0, 7) === viewMonth.slice(0, 7);
  const days = weeks.flat().filter((d): d is string => d !== null);
  const tabStop =
    (inView(focusDate) ? focusDate : undefined) ??
    (value && inView(value) ? value : undefined) ??
    days.find((d) => !isDisabled(d)) ??
    days[0];

  useEffect(() => {
    onMonthChange?.(viewMonth.slice(0, 7));
  }, [viewMonth, onMonthChange]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, viewMonth]);

  const goMonth = (delta: number) => {
    const next = addMonths(viewMonth, delta);
    setViewMonth(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = (event.target as HTMLElement).dataset.date;
    if (!current) return;
    let next: string | null = null;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(current, -1);
        break;
      case 'ArrowRight':
        next = addDays(current, 1);
        break;
      case 'ArrowUp':
        next = addDays(current, -7);
        break;
      case 'ArrowDown':
        next = addDays(current, 7);
        break;
      case 'Home':
        next = addDays(current, -weekdayOf(current));
        break;
      case 'End':
        next = addDays(current, 6 - weekdayOf(current));
        break;
      case 'PageUp':
        next = addMonths(current, -1).slice(0, 8) + current.slice(8);
        break;
      case 'PageDown':
        next = addMonths(current, 1).slice(0, 8) + current.slice(8);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!isYmd(next)) next = addDays(addMonths(next.slice(0, 8) + '01', 1), -1); // clamp 31 -> last day
    moveFocus.current = true;
    setFocusDate(next);
    if (!inView(next)) setViewMonth(startOfMonth(next));
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label="이전 달"
          disabled={!canGoPrev}
          onClick={() => goMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" size={22} />
        </button>
        <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
          {year}년 {month}월
        </h3>
        <button
          type="button"
          className={styles.monthButton}
          aria-label="다음 달"
          disabled={!canGoNext}
          onClick={() => goMonth(1)}
        >
          <ChevronRight aria-hidden="true" size={22} />
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS_SHORT.map((day, i) => (
              <th key={day} scope="col" abbr={WEEKDAYS_LONG[i]} className={styles.weekday} data-weekday={i}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((ymd, i) =>
                ymd === null ? (
                  <td key={`empty-${i}`} />
                ) : (
                  <td key={ymd}>
                    <DayButton
                      ymd={ymd}
                      weekday={i}
                      selected={ymd === value}
                      disabled={isDisabled(ymd)}
                      closed={disabledSet.has(ymd) && !isOutOfRange(ymd)}
                      isToday={ymd === todayYmd}
                      tabbable={ymd === tabStop}
                      onSelect={() => {
                        setFocusDate(ymd);
                        onSelect(ymd);
                      }}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  ymd,
  weekday,
  selected,
  disabled,
  closed,
  isToday,
  tabbable,
  onSelect,
}: {
  ymd: string;
  weekday: number;
  selected: boolean;
  disabled: boolean;
  closed: boolean;
  isToday: boolean;
  tabbable: boolean;
  onSelect: () => void;
}) {
  const { month, day } = parseYmd(ymd);
  // The calendar is told only that a day cannot be taken (full, or the company's day off or closed day), not
  // which: "마감" read out for a day off was wrong, so the name says what is true of both.
  const label = `${month}월 ${day}일 ${WEEKDAYS_LONG[weekday] ?? ''}${closed ? ', 예약할 수 없는 날' : ''}`;
  return (
    <button
      type="button"
      data-date={ymd}
      data-weekday={weekday}
      className={cx(styles.day, selected && styles.daySelected, isToday && styles.dayToday, closed && styles.dayClosed)}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      aria-current={isToday ? 'date' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => {
        if (!disabled) onSelect();
      }}
    >
      {day}
    </button>
  );
}
