import { api } from '@ipju/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from './cart-keys';

/** DELETE /carts { ids }: removes lines; the cart and the badge are read again. */
export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await api.deleteCartLines({ body: { ids } })).data,
    onSuccess: async (result) => {
      queryClient.setQueryData(cartKeys.count(), result.count);
      await queryClient.invalidateQueries({ queryKey: cartKeys.lines() });
    },
  });
}
