import { api } from '@ipju/api-client';
import type { ItemAvailability } from '@ipju/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { visitDateKeys } from './keys';

/**
 * The full and closed days of an item's partner in one month (GET /items/{id}/availability). Bookings
 * change while a resident looks, so it is fresh for a minute only.
 */
export const itemAvailabilityQuery = (itemIdx: number, month: string) =>
  queryOptions({
    queryKey: visitDateKeys.availability(itemIdx, month),
    queryFn: async (): Promise<ItemAvailability> => (await api.getItemAvailability({ id: itemIdx, month })).data,
    staleTime: 60_000,
  });

export function useItemAvailability(itemIdx: number, month: string | null) {
  return useQuery({
    ...itemAvailabilityQuery(itemIdx, month ?? ''),
    enabled: month !== null,
    placeholderData: keepPreviousData,
  });
}
