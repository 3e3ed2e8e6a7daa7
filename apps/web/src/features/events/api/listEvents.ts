import type { EventSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from './keys';
import { eventsApi } from './operations';

/** Published events, ongoing first and ended ones last (GET /events). */
export const eventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: async (): Promise<EventSummary[]> => (await eventsApi.listEvents()).data.events,
    staleTime: 10 * 60_000,
  });

export function useEvents() {
  return useQuery(eventsQuery());
}
