import { api, type ApiParams } from '@ipju/api-client';
import type { StaffLoginResult } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type StaffLoginBody = ApiParams<'staffLogin'>['body'];

/** E-mail and password sign-in (POST /auths/staff/login): the bearer token and who signed in. */
export const staffLoginMutation = () =>
  mutationOptions({
    mutationFn: async (body: StaffLoginBody): Promise<StaffLoginResult> => (await api.staffLogin({ body })).data,
  });

export function useStaffLogin() {
  return useMutation(staffLoginMutation());
}
