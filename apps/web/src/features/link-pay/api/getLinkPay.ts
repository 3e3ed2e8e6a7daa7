import { api } from '@ipju/api-client';
import type { LinkPayPage } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { linkPayKeys } from './keys';

/** The order a payment link is for (GET /linkpay/{token}), or that the link was replaced (`link: 'replaced'`); an unknown one 404. */
export const linkPayQuery = (token: string) =>
  queryOptions({
    queryKey: linkPayKeys.view(token),
    queryFn: async (): Promise<LinkPayPage> => (await api.getLinkPay({ token })).data,
    staleTime: 0,
    retry: false,
  });

export function useLinkPay(token: string) {
  return useQuery(linkPayQuery(token));
}
