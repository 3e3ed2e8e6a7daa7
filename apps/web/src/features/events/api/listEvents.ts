import { api } from '@ipju/api-client';
import type { EventSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from './keys';

/** Published events, ongoing first and ended ones last (GET /events). */
export const eventsQuery = () =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: async (): Promise<EventSummary[]> => (await api.listEvents()).data.events,
    staleTime: 10 * 60_000,
  });

export function useEvents() {
  return useQuery(eventsQuery());
}
