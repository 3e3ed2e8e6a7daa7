import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerItemKeys } from './keys';

/** The answer is the item as it is now: it replaces the detail, and the list is read again. */
export const removePortfolioPhotoMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ itemIdx, photoIdx }: { itemIdx: number; photoIdx: number }) => (await api.partnerRemovePortfolioPhoto({ itemIdx, photoIdx })).data,
    onSuccess: (item) => {
      queryClient.setQueryData(partnerItemKeys.detail(item.itemIdx), item);
      void queryClient.invalidateQueries({ queryKey: partnerItemKeys.list() });
    },
  });

export function useRemovePortfolioPhoto() {
  return useMutation(removePortfolioPhotoMutation(useQueryClient()));
}
