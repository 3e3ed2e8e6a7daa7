import { api, type ApiParams } from '@ipju/api-client';
import type { SignInResult } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type PhoneSignInBody = ApiParams<'signInWithPhone'>['body'];

/** Signs in (or up) with the phone and its code (POST /auths/phone); a new account may bring a referral code. */
export const signInWithPhoneMutation = () =>
  mutationOptions({
    mutationFn: async (body: PhoneSignInBody): Promise<SignInResult> => (await api.signInWithPhone({ body })).data,
  });

export function useSignInWithPhone() {
  return useMutation(signInWithPhoneMutation());
}
