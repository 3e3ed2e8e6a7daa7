import { queryOptions } from '@tanstack/react-query';
import { authKeys } from './auth-keys';
import { authApi } from './operations';

/** Apple sign-in settings; `state` is a fresh nonce each time, so never cached for long. */
export const appleConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.appleConfig(),
    queryFn: async () => (await authApi.getAppleSignInConfig()).data,
    staleTime: 0,
    gcTime: 0,
  });

/** Demo mode: the latest 6-digit code sent to `phone` (digits), or null when none / not demo. */
export async function fetchDemoCode(phone: string): Promise<string | null> {
  const response = await authApi.listDevOutbox({ to: phone, limit: 5 });
  // Newest first.
  for (const message of response.data) {
    const match = /\b(\d{6})\b/.exec(message.body);
    if (match?.[1]) return match[1];
  }
  return null;
}
