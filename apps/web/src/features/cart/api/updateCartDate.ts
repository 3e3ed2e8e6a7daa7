import { api } from '@ipju/api-client';
import type { CartLine, CartPayload } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartKeys } from './keys';

export interface UpdateCartDateInput {
  cartIdx: number;
  /** 'YYYY-MM-DD' or '미정'. */
  tz: string;
  time: number | null;
}

/** PUT /carts/date: the line's desired visit date and hour. The answered line replaces the cached one. */
export const updateCartDateMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (input: UpdateCartDateInput): Promise<CartLine> => (await api.updateCartDate({ body: input })).data,
    onSuccess: async (line) => {
      queryClient.setQueryData<CartPayload>(cartKeys.lines(), (cart) =>
        cart ? { ...cart, lines: cart.lines.map((l) => (l.cartIdx === line.cartIdx ? line : l)) } : cart,
      );
      await queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
    },
  });

export function useUpdateCartDate() {
  return useMutation(updateCartDateMutation(useQueryClient()));
}
