import { addDays, type PartnerCalendar, type PartnerCalendarEntry, type PartnerCalendarOfflineVisit, type PartnerCalendarVisit, weekdayOf } from '@ipju/contract';

/** What one day of the calendar holds: sold visits, the company's entries, and the closure if closed. */
export interface DayContents {
  visits: PartnerCalendarVisit[];
  /** Offline jobs (오프라인 주문) with this visit date. */
  offline: PartnerCalendarOfflineVisit[];
  entries: PartnerCalendarEntry[];
  closedReason: string | null;
}

const EMPTY: DayContents = { visits: [], offline: [], entries: [], closedReason: null };

/** The calendar answer grouped by date. */
export function byDay(data: PartnerCalendar | undefined): (date: string) => DayContents {
  const days = new Map<string, DayContents>();
  const day = (date: string) => {
    let d = days.get(date);
    if (!d) days.set(date, (d = { visits: [], offline: [], entries: [], closedReason: null }));
    return d;
  };
  for (const v of data?.visits ?? []) day(v.date).visits.push(v);
  for (const o of data?.offlineVisits ?? []) day(o.date).offline.push(o);
  for (const e of data?.entries ?? []) day(e.date).entries.push(e);
  for (const c of data?.closedDays ?? []) day(c.date).closedReason = c.reason;
  return (date) => days.get(date) ?? EMPTY;
}

/**
 * How a closed day reads: "휴무", with the company's reason after it when it gave one (a day closed without a
 * reason is stored as "휴무", which must not read "휴무 · 휴무").
 */
export const closedDayLabel = (reason: string) => (reason.trim() && reason.trim() !== '휴무' ? `휴무 · ${reason.trim()}` : '휴무');

/** The Sunday of the week a date is in. */
export const weekStart = (date: string) => addDays(date, -weekdayOf(date));

/** The seven dates of the week starting on `sunday`. */
export const weekDates = (sunday: string) => Array.from({ length: 7 }, (_, i) => addDays(sunday, i));

/** '12월 5일 (토)' */
export function dayTitle(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일 (${'일월화수목금토'[weekdayOf(date)]})`;
}

/** '101동 1203호' from a visit's home, or '' when it has none. */
export function homeOf(v: Pick<PartnerCalendarVisit, 'complexName' | 'dong' | 'ho'>): string {
  const unit = [v.dong && `${v.dong}동`, v.ho && `${v.ho}호`].filter(Boolean).join(' ');
  return [v.complexName, unit].filter(Boolean).join(' ');
}
