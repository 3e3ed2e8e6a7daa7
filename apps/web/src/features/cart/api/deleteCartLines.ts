import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartKeys } from './keys';

/** DELETE /carts { ids }: removes lines; the cart and the badge are read again. */
export const deleteCartLinesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (ids: number[]) => (await api.deleteCartLines({ body: { ids } })).data,
    onSuccess: async (result) => {
      queryClient.setQueryData(cartKeys.count(), result.count);
      await queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
    },
  });

export function useDeleteCartLines() {
  return useMutation(deleteCartLinesMutation(useQueryClient()));
}
