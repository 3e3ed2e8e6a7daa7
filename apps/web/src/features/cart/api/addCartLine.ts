import { api, type ApiParams } from '@ipju/api-client';
import type { CartLine } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartKeys } from './keys';

export type AddCartBody = ApiParams<'addCartLine'>['body'];

export interface AddCartResult {
  line: CartLine;
  alreadyInCart: boolean;
  count: number;
}

/** POST /carts. The answer carries the new count, which updates the header badge at once. */
export const addCartLineMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: AddCartBody): Promise<AddCartResult> => (await api.addCartLine({ body })).data,
    onSuccess: (result) => {
      queryClient.setQueryData(cartKeys.count(), result.count);
      void queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
    },
  });

export function useAddCartLine() {
  return useMutation(addCartLineMutation(useQueryClient()));
}
