import { ChevronLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { earliestSelectableDate, isYmd, UNDECIDED } from '../../../lib/schedule';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../internal/Dialog';
import { Calendar } from './Calendar';
import styles from './DateTimeModal.module.css';

export type DateTimePickerType = 'WithTimePicker' | 'DateOnly';
/** A 'YYYY-MM-DD' date, '미정' (undecided) or nothing yet. */
export type ScheduleDate = string | null;

export interface DateTimeValue {
  /** 'YYYY-MM-DD' or '미정'. */
  tz: string;
  /** Hour, or null (no time / agreed at the happy call / undecided). */
  time: number | null;
}

/** 'null' as a key means "time agreed at the happy call". */
export const DEFAULT_TIME_OPTIONS: Record<string, string> = { '9': '오전 9시', '13': '오후 1시' };

export interface DateTimeModalProps {
  isOpen: boolean;
  /** Step 0 heading, e.g. '희망 시공일을 선택해 주세요'. */
  title: ReactNode;
  /** Label of the 'undecided' checkbox; the checkbox is shown only when given. */
  noDateText?: string;
  /** Current value: 'YYYY-MM-DD', '미정' or null. */
  tz: ScheduleDate;
  type: DateTimePickerType;
  /** Current hour (WithTimePicker). */
  time: number | null;
  /** key -> label, e.g. {"9":"오전 9시","13":"오후 1시"}; key "null" = time agreed at the happy call. */
  timeOptions?: Record<string, string>;
  /** Final confirm label in step 1. Default '확인'. */
  timePickerOkText?: string;
  onClose: () => void;
  /** Called with the chosen value; the owner closes the modal. */
  onConfirm: (value: DateTimeValue) => void;
  /** Full or closed days from the server. */
  disabledDates?: readonly string[];
  /**
   * The times a date offers, when they differ by date (a company's opening hours, hours already past today); replaces
   * timeOptions for that date. Times not offered are not shown at all (unlike disabledTimes, which are full).
   */
  timeOptionsFor?: (date: string) => Record<string, string>;
  /** Time keys that are full on a date (shown, not selectable, marked 마감). */
  disabledTimes?: (date: string) => readonly string[];
  /** The calendar's shown month ('YYYY-MM') changed: load its availability. */
  onMonthChange?: (month: string) => void;
  /** The owner is sending the chosen value: the final button shows it and takes no second tap. */
  busy?: boolean;
  /** Overrides the earliest selectable date (default: earliestSelectableDate(now), SPEC 5). */
  minDate?: string;
  maxDate?: string;
}

/**
 * Date (and time) picker modal of SPEC sections 2-5. Step 0: calendar + undecided checkbox.
 * Step 1 (WithTimePicker with a real date): time slots. Reopening starts again at step 0 with the
 * values passed in.
 */
export function DateTimeModal(props: DateTimeModalProps) {
  const { isOpen, onClose } = props;
  // A fresh picker state for every opening (also when reopened during the exit animation).
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setSession((s) => s + 1);
  }
  const titleId = useId();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} variant="center" aria-labelledby={titleId} panelClassName={styles.panel}>
      <DateTimeSteps key={session} {...props} titleId={titleId} />
    </Dialog>
  );
}

function initialDate(tz: ScheduleDate): string | null {
  if (tz === UNDECIDED) return UNDECIDED;
  return tz && isYmd(tz) ? tz : null;
}

function initialTimeKey(time: number | null, options: Record<string, string>): string | null {
  const key = time === null ? 'null' : String(time);
  return key in options ? key : null;
}

function DateTimeSteps({
  title,
  noDateText,
  tz,
  type,
  time,
  timeOptions = DEFAULT_TIME_OPTIONS,
  timeOptionsFor,
  timePickerOkText,
  onClose,
  onConfirm,
  disabledDates,
  disabledTimes,
  onMonthChange,
  minDate,
  maxDate,
  busy = false,
  titleId,
}: DateTimeModalProps & { titleId: string }) {
  const [step, setStep] = useState<0 | 1>(0);
  const [date, setDate] = useState<string | null>(() => initialDate(tz));
  const optionsOf = (day: string | null) => (timeOptionsFor && day && isYmd(day) ? timeOptionsFor(day) : timeOptions);
  const [timeKey, setTimeKey] = useState<string | null>(() => initialTimeKey(time, optionsOf(initialDate(tz))));
  const [openedAt] = useState(() => new Date());
  const earliest = minDate ?? earliestSelectableDate(openedAt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const undecided = date === UNDECIDED;
  const realDate = date !== null && !undecided;
  const goesToTime = type === 'WithTimePicker' && realDate;

  const confirmDate = () => {
    if (date === null || (busy && !goesToTime)) return;
    if (goesToTime) {
      setStep(1);
      return;
    }
    onConfirm({ tz: date, time: null });
  };

  // A time the chosen date does not offer (another day was picked since) is no choice.
  const offered = optionsOf(date);
  const chosenKey = timeKey !== null && timeKey in offered ? timeKey : null;

  const confirmTime = () => {
    if (busy || !realDate || chosenKey === null || disabledTimes?.(date).includes(chosenKey)) return;
    onConfirm({ tz: date, time: chosenKey === 'null' ? null : Number(chosenKey) });
  };

  if (step === 1 && realDate) {
    const fullTimes = new Set(disabledTimes?.(date) ?? []);
    return (
      <div className={styles.step}>
        <div className={styles.stepHeader}>
          <button type="button" className={styles.backButton} aria-label="날짜 다시 고르기" onClick={() => setStep(0)}>
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            희망 시공 시간을 선택해 주세요
          </h2>
        </div>
        <p className={styles.chosenDate}>{formatDate(date, { weekday: false })}</p>
        <div role="radiogroup" aria-labelledby={titleId} className={styles.slots}>
          {Object.entries(offered).map(([key, label]) => {
            const full = fullTimes.has(key);
            return (
              <label key={key} className={styles.slot} data-checked={chosenKey === key || undefined} data-disabled={full || undefined}>
                <input
                  type="radio"
                  name={`${titleId}-time`}
                  value={key}
                  checked={chosenKey === key}
                  disabled={full}
                  onChange={() => setTimeKey(key)}
                  className={styles.slotInput}
                />
                <span>{label}</span>
                {full && <span className={styles.slotFull}>마감</span>}
              </label>
            );
          })}
        </div>
        <p className={styles.note}>파트너 일정에 따라 시공 일정이 변경될 수 있어요.</p>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            취소
          </Button>
          <Button onClick={confirmTime} disabled={chosenKey === null} loading={busy}>
            {timePickerOkText ?? '확인'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <Calendar
        value={realDate ? date : null}
        onSelect={(ymd) => setDate(ymd)}
        minDate={earliest}
        maxDate={maxDate}
        disabledDates={disabledDates}
        initialMonth={realDate ? date : earliest}
        onMonthChange={onMonthChange}
      />
      {noDateText && (
        <Checkbox
          className={styles.undecided}
          label={noDateText}
          checked={undecided}
          onChange={(checked) => setDate(checked ? UNDECIDED : null)}
        />
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          취소
        </Button>
        <Button onClick={confirmDate} disabled={date === null} loading={busy && !goesToTime}>
          {goesToTime ? '다음' : '확인'}
        </Button>
      </div>
    </div>
  );
}
