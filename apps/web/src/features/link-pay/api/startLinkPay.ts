import { api } from '@ipju/api-client';
import type { LinkPayInitResult, LinkPayMethod } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** The PortOne payment window's values for the link's order (POST /linkpay/{token}/payment). */
export const startLinkPayMutation = () =>
  mutationOptions({
    mutationFn: async ({ token, payMethod }: { token: string; payMethod: LinkPayMethod }): Promise<LinkPayInitResult> =>
      (await api.startLinkPay({ token, body: { payMethod } })).data,
  });

export function useStartLinkPay() {
  return useMutation(startLinkPayMutation());
}
