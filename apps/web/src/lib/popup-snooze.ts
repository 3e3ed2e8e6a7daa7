import { POPUP_SNOOZE } from '../styles/tokens';

/**
 * Popup snooze (SPEC section 4): one stored value per key in localStorage, either the timestamp
 * (ms) until which the popup stays hidden, or 'forever'.
 */
export type SnoozePeriod = 'week' | 'day' | 'forever';

export const SNOOZE_STORAGE_PREFIX = 'ipju:popup-snooze:';
const FOREVER = 'forever';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Access denied (privacy mode, sandboxed webview).
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(SNOOZE_STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** True when nothing is stored or the stored time has passed; never when snoozed forever. */
export function shouldOpen(key: string, now: number = Date.now()): boolean {
  const value = read(key);
  if (value === null) return true;
  if (value === FOREVER) return false;
  const until = Number(value);
  if (!Number.isFinite(until)) return true;
  return now >= until;
}

export function snooze(key: string, period: SnoozePeriod, now: number = Date.now()): void {
  const value = period === FOREVER ? FOREVER : String(now + POPUP_SNOOZE[period]);
  try {
    storage()?.setItem(SNOOZE_STORAGE_PREFIX + key, value);
  } catch {
    // Storage full or unavailable: the popup simply shows again next time.
  }
}

export function clearSnooze(key: string): void {
  try {
    storage()?.removeItem(SNOOZE_STORAGE_PREFIX + key);
  } catch {
    // ignore
  }
}
