import { partnerKeys } from '../../partner-auth';

/** The calendar's query keys, under the console's root (signing out removes them). */
export const calendarKeys = {
  all: [...partnerKeys.all, 'calendar'] as const,
  month: (year: number, month: number) => [...calendarKeys.all, 'month', year, month] as const,
  week: (date: string) => [...calendarKeys.all, 'week', date] as const,
  day: (date: string) => [...calendarKeys.all, 'day', date] as const,
  weekly: () => [...calendarKeys.all, 'weekly-capacity'] as const,
};
