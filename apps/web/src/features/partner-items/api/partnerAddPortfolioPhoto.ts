import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerItemKeys } from './keys';

/** The answer is the item as it is now: it replaces the detail, and the list is read again. */
export const addPortfolioPhotoMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ itemIdx, ...body }: { itemIdx: number } & ApiParams<'partnerAddPortfolioPhoto'>['body']) => (await api.partnerAddPortfolioPhoto({ itemIdx, body })).data,
    onSuccess: (item) => {
      queryClient.setQueryData(partnerItemKeys.detail(item.itemIdx), item);
      void queryClient.invalidateQueries({ queryKey: partnerItemKeys.list() });
    },
  });

export function useAddPortfolioPhoto() {
  return useMutation(addPortfolioPhotoMutation(useQueryClient()));
}
