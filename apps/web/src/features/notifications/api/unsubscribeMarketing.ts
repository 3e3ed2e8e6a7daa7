import { api } from '@ipju/api-client';
import type { MarketingUnsubscribed } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** A 수신거부 link's tap (POST /residents/notification-settings/unsubscribe): works without signing in. */
export const unsubscribeMarketingMutation = () =>
  mutationOptions({
    mutationFn: async (token: string): Promise<MarketingUnsubscribed> => (await api.unsubscribeMarketing({ body: { token } })).data,
  });

export function useUnsubscribeMarketing() {
  return useMutation(unsubscribeMarketingMutation());
}
