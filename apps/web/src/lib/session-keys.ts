/**
 * sessionStorage keys shared with the native app wrapper and between pages (SPEC section 3).
 * The native app writes fcmToken / deviceType / deviceKey / permission into the webview's
 * sessionStorage (or sends them as bridge messages, see lib/native/bridge.ts).
 */
export const SESSION_KEYS = {
  fcmToken: 'fcmToken',
  deviceType: 'deviceType',
  deviceKey: 'deviceKey',
  permission: 'permission',
  apartmentIdx: 'apartment_idx',
  inspectionId: 'inspection_id',
  /** Referral code captured from ?ref= links, sent with the phone sign-in. */
  ref: 'ref',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage blocked (privacy mode, sandboxed webview).
  }
}

export function readSession(key: SessionKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value is simply not remembered.
  }
}

export function removeSession(...keys: SessionKey[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key);
    } catch {
      // ignore
    }
  }
}
