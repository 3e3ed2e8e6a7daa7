import { api } from '@ipju/api-client';
import type { SendPhoneCodeResult } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Sends a 6-digit sign-in code by SMS (POST /auths/phone_send { phone }: digits only). */
export const sendPhoneCodeMutation = () =>
  mutationOptions({
    mutationFn: async (phone: string): Promise<SendPhoneCodeResult> => (await api.sendPhoneCode({ body: { phone } })).data,
  });

export function useSendPhoneCode() {
  return useMutation(sendPhoneCodeMutation());
}
