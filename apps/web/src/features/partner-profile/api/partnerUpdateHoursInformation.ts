import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerKeys } from '../../partner-auth';

/** Saves the company's 영업시간; the answer is the whole profile, so the header and every section follow. */
export const updateHoursInformationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerUpdateHoursInformation'>['body']) => (await api.partnerUpdateHoursInformation({ body })).data,
    onSuccess: (profile) => queryClient.setQueryData(partnerKeys.profile(), profile),
  });

export function useUpdateHoursInformation() {
  return useMutation(updateHoursInformationMutation(useQueryClient()));
}
