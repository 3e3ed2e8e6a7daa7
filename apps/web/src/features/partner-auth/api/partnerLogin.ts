import { api, type ApiParams } from '@ipju/api-client';
import type { PartnerLoginResult } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type PartnerLoginBody = ApiParams<'partnerLogin'>['body'];

/** E-mail and password sign-in (POST /auths/partner/login): the bearer token and the company. */
export const partnerLoginMutation = () =>
  mutationOptions({
    mutationFn: async (body: PartnerLoginBody): Promise<PartnerLoginResult> => (await api.partnerLogin({ body })).data,
  });

export function usePartnerLogin() {
  return useMutation(partnerLoginMutation());
}
