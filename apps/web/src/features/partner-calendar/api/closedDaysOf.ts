import { useMemo } from 'react';
import { useCalendar } from './partnerGetCalendar';

/**
 * The company's closed days in one month ('YYYY-MM', null while no month is shown), read from the calendar's
 * own month answer (the same query, so closing a day on the calendar refreshes it). Date pickers elsewhere in
 * the console pass them as disabled days, as the resident's picker does with the item's availability.
 */
export function useClosedDays(month: string | null): readonly string[] {
  const year = month ? Number(month.slice(0, 4)) : 0;
  const monthNo = month ? Number(month.slice(5, 7)) : 0;
  const calendar = useCalendar({ type: 'month', year, month: monthNo }, month !== null);
  const closed = calendar.data?.closedDays;
  return useMemo(() => (month && closed ? closed.map((d) => d.date) : []), [closed, month]);
}
