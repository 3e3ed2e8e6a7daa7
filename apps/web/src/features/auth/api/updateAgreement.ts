import { api, type ApiParams } from '@ipju/api-client';
import type { UserProfile } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type AgreementBody = ApiParams<'updateAgreement'>['body'];

/** Records the resident's consent to the terms (PUT /auths/agreement); the answer is the updated profile. */
export const updateAgreementMutation = () =>
  mutationOptions({
    mutationFn: async (body: AgreementBody): Promise<UserProfile> => (await api.updateAgreement({ body })).data,
  });

export function useUpdateAgreement() {
  return useMutation(updateAgreementMutation());
}
