import { SESSION_KEYS, writeSession } from '../lib/session-keys';

/** Keeps ?ref=<code> from a referral link in sessionStorage for the phone sign-in. */
export function captureReferral(search: string = window.location.search): void {
  const ref = new URLSearchParams(search).get('ref');
  if (ref && /^[A-Za-z0-9]{4,12}$/.test(ref.trim())) writeSession(SESSION_KEYS.ref, ref.trim().toUpperCase());
}
