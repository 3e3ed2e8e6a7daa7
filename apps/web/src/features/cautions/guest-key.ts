import { GUEST_KEY_PATTERN } from '@ipju/contract';

/**
 * A random key for this device while the visitor has no account (GET /cautions guestKey; later guest
 * bookings can be tied to it). Kept in localStorage so it stays the same across visits; the server only
 * checks its shape and never stores it.
 */
export const GUEST_KEY_STORAGE = 'ipju.guestKey';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `g-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

let memoryKey: string | null = null;

export function getGuestKey(): string {
  try {
    const stored = window.localStorage.getItem(GUEST_KEY_STORAGE);
    if (stored && GUEST_KEY_PATTERN.test(stored)) return stored;
    const key = newKey();
    window.localStorage.setItem(GUEST_KEY_STORAGE, key);
    return key;
  } catch {
    // Storage blocked (private mode in some webviews): one key for this page's life.
    return (memoryKey ??= newKey());
  }
}
