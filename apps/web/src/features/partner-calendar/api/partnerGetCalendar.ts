import { api } from '@ipju/api-client';
import type { PartnerCalendar } from '@ipju/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarKeys } from './keys';

export type CalendarView = { type: 'month'; year: number; month: number } | { type: 'week' | 'day'; date: string };

const keyOf = (view: CalendarView) =>
  view.type === 'month' ? calendarKeys.month(view.year, view.month) : view.type === 'week' ? calendarKeys.week(view.date) : calendarKeys.day(view.date);

/** GET /partner/calendar: a month, a week (of a date) or a day of the company's visits, closed days and entries. */
export const calendarQuery = (view: CalendarView) =>
  queryOptions({
    queryKey: keyOf(view),
    queryFn: async (): Promise<PartnerCalendar> => (await api.partnerGetCalendar(view)).data,
    placeholderData: keepPreviousData,
  });

export function useCalendar(view: CalendarView, enabled = true) {
  return useQuery({ ...calendarQuery(view), enabled });
}
