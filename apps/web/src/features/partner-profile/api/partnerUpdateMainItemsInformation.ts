import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../partner-auth';

/** Saves the company's 대표 상품; the answer is the whole profile, so the header and every section follow. */
export const updateMainItemsInformationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerUpdateMainItemsInformation'>['body']) => (await api.partnerUpdateMainItemsInformation({ body })).data,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile(), profile),
  });

export function useUpdateMainItemsInformation() {
  return useMutation(updateMainItemsInformationMutation(useQueryClient()));
}
