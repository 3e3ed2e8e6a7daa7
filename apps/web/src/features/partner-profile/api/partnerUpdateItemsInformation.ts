import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../partner-auth';

/** Saves the company's 제공 서비스; the answer is the whole profile, so the header and every section follow. */
export const updateItemsInformationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerUpdateItemsInformation'>['body']) => (await api.partnerUpdateItemsInformation({ body })).data,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile(), profile),
  });

export function useUpdateItemsInformation() {
  return useMutation(updateItemsInformationMutation(useQueryClient()));
}
