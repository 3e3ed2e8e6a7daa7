import { api } from '@ipju/api-client';
import type { appleSignInConfig } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { authKeys } from './keys';

export type AppleSignInConfig = z.infer<typeof appleSignInConfig>;

/** Apple sign-in settings (GET /auths/apple/config); `state` is a fresh nonce each time, so never cached for long. */
export const appleSignInConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.appleConfig(),
    queryFn: async (): Promise<AppleSignInConfig> => (await api.getAppleSignInConfig()).data,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useAppleSignInConfig() {
  return useQuery(appleSignInConfigQuery());
}
