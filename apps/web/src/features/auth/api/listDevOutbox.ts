import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';

/** The latest 6-digit code among messages (newest first), or null. */
function latestCode(messages: ReadonlyArray<{ body: string }>): string | null {
  for (const message of messages) {
    const match = /\b(\d{6})\b/.exec(message.body);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * Demo mode: the code just sent to `phone` (digits), read from the dev outbox (GET /dev/outbox), or null when
 * none arrived yet. The outbox answers 404 outside demo mode.
 */
export const demoCodeQuery = (phone: string, expiresAt: number) =>
  queryOptions({
    queryKey: authKeys.demoCode(phone, expiresAt),
    queryFn: async (): Promise<string | null> => latestCode((await api.listDevOutbox({ to: phone, limit: 5 })).data),
    staleTime: 0,
    gcTime: 0,
  });

/** The demo code of the last sending (`sent`), asked only while `enabled`. */
export function useDemoCode(sent: { phone: string; expiresAt: number } | null, enabled: boolean) {
  return useQuery({ ...demoCodeQuery(sent?.phone ?? '', sent?.expiresAt ?? 0), enabled: enabled && sent !== null });
}
