import { errorMessage } from '../error-message';

/** What an attempt's failure means for the item. */
export type Failure = { keep: true } | { keep: false; message: string };

/**
 * A failed send either keeps the item for another try (no answer at all: offline, a dropped connection,
 * a timeout; 408 and 429; a server error 5xx; 401, the sign-in ran out and comes back after signing in
 * again) or marks it failed with the server's Korean message (any other 4xx: the input itself is wrong,
 * or the inspection is gone, and sending it again would fail the same way).
 */
export function classifyFailure(error: unknown): Failure {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return { keep: true };
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return { keep: true };
  if (status >= 400) return { keep: false, message: errorMessage(error, '보낼 수 없는 기록이에요. 고치거나 지워 주세요.') };
  return { keep: true };
}

/** Wait before the next try after `attempts` failures: 1 s, 2 s, 4 s ... up to a minute, with jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + random() * 0.4));
}
