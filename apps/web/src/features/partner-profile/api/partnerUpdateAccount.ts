import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../partner-auth';

/** Saves the company's 담당자 계정; the answer is the whole profile, so the header and every section follow. */
export const updateAccountMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerUpdateAccount'>['body']) => (await api.partnerUpdateAccount({ body })).data,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile(), profile),
  });

export function useUpdateAccount() {
  return useMutation(updateAccountMutation(useQueryClient()));
}
