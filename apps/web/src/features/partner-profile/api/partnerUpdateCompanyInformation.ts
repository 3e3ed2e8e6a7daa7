import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../partner-auth';

/** Saves the company's 업체 기본 정보; the answer is the whole profile, so the header and every section follow. */
export const updateCompanyInformationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerUpdateCompanyInformation'>['body']) => (await api.partnerUpdateCompanyInformation({ body })).data,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile(), profile),
  });

export function useUpdateCompanyInformation() {
  return useMutation(updateCompanyInformationMutation(useQueryClient()));
}
