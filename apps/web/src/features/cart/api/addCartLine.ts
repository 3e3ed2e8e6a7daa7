import { api, type ApiParams } from '@ipju/api-client';
import type { CartLine } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart-keys';

export type AddCartBody = ApiParams<'addCartLine'>['body'];

export interface AddCartResult {
  line: CartLine;
  alreadyInCart: boolean;
  count: number;
}

/** POST /carts. The answer carries the new count, which updates the header badge at once. */
export function useAddCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddCartBody): Promise<AddCartResult> => (await api.addCartLine({ body })).data,
    onSuccess: (result) => {
      queryClient.setQueryData(cartKeys.count(), result.count);
      void queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
    },
  });
}
