import { api } from '@ipju/api-client';
import type { PartnerWeeklyCapacity } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarKeys } from './keys';

/** GET /partner/calendar/capacity: visits taken per weekday and visit time. */
export const weeklyCapacityQuery = () =>
  queryOptions({
    queryKey: calendarKeys.weekly(),
    queryFn: async (): Promise<PartnerWeeklyCapacity> => (await api.partnerGetWeeklyCapacity()).data,
  });

export function useWeeklyCapacity(enabled = true) {
  return useQuery({ ...weeklyCapacityQuery(), enabled });
}
