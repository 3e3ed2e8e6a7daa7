import { api } from '@ipju/api-client';
import type { EventDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from './keys';

/** One event with its sections, fine print and button (GET /events/{id}). */
export const eventQuery = (eventIdx: number) =>
  queryOptions({
    queryKey: eventKeys.detail(eventIdx),
    queryFn: async (): Promise<EventDetail> => (await api.getEvent({ id: eventIdx })).data,
    staleTime: 10 * 60_000,
  });

export function useEvent(eventIdx: number) {
  return useQuery({ ...eventQuery(eventIdx), enabled: Number.isInteger(eventIdx) && eventIdx > 0 });
}
