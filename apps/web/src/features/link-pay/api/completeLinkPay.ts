import { api } from '@ipju/api-client';
import type { LinkPayResult } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { linkPayKeys } from './keys';

/** Reports the payment window's result; the server checks it with PortOne (POST /linkpay/{token}/complete). */
export const completeLinkPayMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ token, impUid }: { token: string; impUid: string }): Promise<LinkPayResult> =>
      (await api.completeLinkPay({ token, body: { impUid } })).data,
    onSuccess: (result, { token }) => queryClient.setQueryData(linkPayKeys.view(token), result.order),
  });

export function useCompleteLinkPay() {
  return useMutation(completeLinkPayMutation(useQueryClient()));
}
