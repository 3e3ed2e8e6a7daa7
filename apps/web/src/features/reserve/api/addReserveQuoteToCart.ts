import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../cart';
import { reserveKeys } from './keys';

/** POST /reserve/{reservationUid}/cart: the proposal becomes a cart line at the quoted amount (once). */
export const addReserveQuoteToCartMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (reservationUid: string) => (await api.addReserveQuoteToCart({ reservationUid })).data,
    onSuccess: async (result) => {
      queryClient.setQueryData(cartKeys.count(), result.count);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.lines() }),
        queryClient.invalidateQueries({ queryKey: reserveKeys.all }),
      ]);
    },
  });

export function useAddReserveQuoteToCart() {
  return useMutation(addReserveQuoteToCartMutation(useQueryClient()));
}
