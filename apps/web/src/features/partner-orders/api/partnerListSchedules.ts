import { api } from '@ipju/api-client';
import type { PartnerScheduleEntry } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerOrderKeys } from './keys';

/** Today's and the next 30 days' visits in time order (GET /partner/schedules), for 오늘. */
export const partnerSchedulesQuery = () =>
  queryOptions({
    queryKey: partnerOrderKeys.schedules(),
    queryFn: async (): Promise<PartnerScheduleEntry[]> => (await api.partnerListSchedules({})).data,
    staleTime: 30_000,
  });

export function usePartnerSchedules() {
  return useQuery(partnerSchedulesQuery());
}
