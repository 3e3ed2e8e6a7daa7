import {
  compareYmd,
  earliestSelectableDate,
  formatYmd,
  HAPPY_CALL_LABEL,
  hourLabel,
  isYmd,
  UNDECIDED,
  VISIT_TIME_SETS,
  type VisitTimeSetKey,
} from '@ipju/contract';
import { invalidField } from '../../lib/errors';
import { bookingWindow } from './booking-window';

/**
 * A desired visit as stored on cart and order lines: a date, or undecided ('미정'), or nothing chosen
 * yet (both empty); the hour is one of the item's visit times, or null (no date, or a happy-call item).
 */
export interface VisitChoice {
  visitDate: string | null;
  dateUndecided: boolean;
  visitHour: number | null;
}

const hoursOf = (set: VisitTimeSetKey) =>
  VISIT_TIME_SETS[set].flatMap((o) => (o.hour === null ? [] : [o.hour]));

const labels = (hours: number[]) => hours.map(hourLabel).join(', ');

const given = (v: number | null | undefined): v is number => v !== null && v !== undefined;

/**
 * The server's copy of the date-time modal's rules (SPEC sections 3 and 5), applied to `tz` / `time` from
 * a request: the date must be on or after the earliest selectable date (Asia/Seoul) and inside the booking
 * window, and the hour must be one of the item's visit times (none for happy-call items). Throws a 400
 * naming the field ('tz' or 'time') with a Korean message that says what to pick.
 */
export function parseVisitChoice(
  input: { tz?: string | null; time?: number | null },
  visitTimeSet: VisitTimeSetKey,
  now: Date = new Date(),
): VisitChoice {
  const tz = input.tz?.trim() || null;
  const time = input.time;

  if (tz === null) {
    if (given(time)) throw invalidField('time', '날짜를 먼저 골라 주세요.');
    return { visitDate: null, dateUndecided: false, visitHour: null };
  }
  if (tz === UNDECIDED) {
    if (given(time)) throw invalidField('time', '희망일이 미정이면 방문 시간을 고를 수 없어요. 날짜를 정한 뒤 골라 주세요.');
    return { visitDate: null, dateUndecided: true, visitHour: null };
  }
  if (!isYmd(tz)) throw invalidField('tz', '희망일(tz)은 2026-12-05처럼 날짜이거나 미정이어야 해요.');

  const earliest = earliestSelectableDate(now);
  if (compareYmd(tz, earliest) < 0) {
    throw invalidField('tz', `희망일은 ${formatYmd(earliest)}부터 고를 수 있어요.`);
  }
  const { lastDate } = bookingWindow(now);
  if (compareYmd(tz, lastDate) > 0) {
    throw invalidField('tz', `희망일은 ${formatYmd(lastDate)}까지 고를 수 있어요.`);
  }

  const hours = hoursOf(visitTimeSet);
  if (!hours.length) {
    if (given(time)) throw invalidField('time', '이 서비스는 방문 시간을 해피콜 때 업체와 정해요. 시간은 고르지 않아도 돼요.');
    return { visitDate: tz, dateUndecided: false, visitHour: null };
  }
  if (!given(time)) throw invalidField('time', `방문 시간을 골라 주세요: ${labels(hours)}`);
  if (!hours.includes(time)) throw invalidField('time', `방문 시간은 ${labels(hours)} 중에서 골라 주세요.`);
  return { visitDate: tz, dateUndecided: false, visitHour: time };
}

/** A stored visit as responses show it (`tz`, `time`, `timeLabel` of the contract's serviceSummary). */
export function formatVisit(
  choice: VisitChoice,
  visitTimeSet: VisitTimeSetKey,
): { tz: string | null; time: number | null; timeLabel: string | null } {
  const tz = choice.visitDate ?? (choice.dateUndecided ? UNDECIDED : null);
  let timeLabel: string | null = null;
  if (choice.visitHour !== null) timeLabel = hourLabel(choice.visitHour);
  // A happy-call line has no hour: once it has a date, say when the time gets agreed.
  else if (choice.visitDate !== null && !hoursOf(visitTimeSet).length) timeLabel = HAPPY_CALL_LABEL;
  return { tz, time: choice.visitHour, timeLabel };
}
