import { onTestFinished, vi } from 'vitest';

/**
 * Puts the test at the start of a fixed counting window of `windowMs` (lib/rate-counter: sign-in attempts
 * per 15 minutes, code sends per hour), with the clock running on from there.
 *
 * Why: those counters start over at every window boundary, so a test that counts up to a limit and crossed
 * one would see its count reset and the limit "not hold" (CI once failed that way, 200 instead of 429).
 * Only `Date` is faked; timers, the database and the server run on real time. Restored when the test ends.
 */
export function atStartOfCountingWindow(windowMs: number): void {
  const windowStart = Math.floor(Date.now() / windowMs) * windowMs;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: windowStart + 1_000 });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
