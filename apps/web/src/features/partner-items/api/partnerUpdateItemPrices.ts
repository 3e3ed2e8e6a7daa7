import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerItemKeys } from './keys';

/** The answer is the item as it is now: it replaces the detail, and the list is read again. */
export const updateItemPricesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ itemIdx, ...body }: { itemIdx: number } & ApiParams<'partnerUpdateItemPrices'>['body']) => (await api.partnerUpdateItemPrices({ itemIdx, body })).data,
    onSuccess: (item) => {
      queryClient.setQueryData(partnerItemKeys.detail(item.itemIdx), item);
      void queryClient.invalidateQueries({ queryKey: partnerItemKeys.list() });
    },
  });

export function useUpdateItemPrices() {
  return useMutation(updateItemPricesMutation(useQueryClient()));
}
