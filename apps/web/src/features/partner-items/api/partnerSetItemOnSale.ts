import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerItemKeys } from './keys';

/** The answer is the item as it is now: it replaces the detail, and the list is read again. */
export const setItemOnSaleMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ itemIdx, ...body }: { itemIdx: number } & ApiParams<'partnerSetItemOnSale'>['body']) => (await api.partnerSetItemOnSale({ itemIdx, body })).data,
    onSuccess: (item) => {
      queryClient.setQueryData(partnerItemKeys.detail(item.itemIdx), item);
      void queryClient.invalidateQueries({ queryKey: partnerItemKeys.list() });
    },
  });

export function useSetItemOnSale() {
  return useMutation(setItemOnSaleMutation(useQueryClient()));
}
