import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reserveKeys } from './keys';

/** PUT /reserve/{reservationUid}/cancel: cancels a visit still to come (free). */
export const cancelReserveMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (reservationUid: string) => (await api.cancelReserve({ reservationUid })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reserveKeys.all }),
  });

export function useCancelReserve() {
  return useMutation(cancelReserveMutation(useQueryClient()));
}
