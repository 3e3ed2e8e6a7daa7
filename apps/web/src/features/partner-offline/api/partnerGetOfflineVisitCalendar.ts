import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/**
 * The company's opening hours and a month's closed days (GET /partner/offlines/visit-calendar): the visit picker
 * offers only what the server accepts (the contract's offlineVisitHours over these hours, minus the closed days).
 */
export const offlineVisitCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: offlineKeys.visitCalendar(month),
    queryFn: async () => (await api.partnerGetOfflineVisitCalendar({ month })).data,
    staleTime: 60_000,
  });

export function useOfflineVisitCalendar(month: string) {
  return useQuery(offlineVisitCalendarQuery(month));
}
