import { api, type ApiParams } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerProfileKeys } from './keys';

export const submitCertificateMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ApiParams<'partnerSubmitCertificate'>['body']) => (await api.partnerSubmitCertificate({ body })).data,
    onSuccess: (data) => queryClient.setQueryData(partnerProfileKeys.certificates(), data),
  });

export function useSubmitCertificate() {
  return useMutation(submitCertificateMutation(useQueryClient()));
}
