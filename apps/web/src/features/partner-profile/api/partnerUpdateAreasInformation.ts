import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../partner-auth';

/** Saves the company's 서비스 지역; the answer is the whole profile, so the header and every section follow. */
export const updateAreasInformationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerUpdateAreasInformation'>['body']) => (await api.partnerUpdateAreasInformation({ body })).data,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile(), profile),
  });

export function useUpdateAreasInformation() {
  return useMutation(updateAreasInformationMutation(useQueryClient()));
}
