import { api } from '@ipju/api-client';
import type { ReserveDateBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reserveKeys } from './keys';

/** PUT /reserve/date: moves a visit to another date and hour the company has room for. */
export const changeReserveDateMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ReserveDateBody) => (await api.changeReserveDate({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reserveKeys.all }),
  });

export function useChangeReserveDate() {
  return useMutation(changeReserveDateMutation(useQueryClient()));
}
