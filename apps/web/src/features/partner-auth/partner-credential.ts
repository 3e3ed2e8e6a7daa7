/**
 * The partner credential: the bearer token of POST /auths/partner/login, kept in localStorage so the
 * console stays signed in across reloads (the partner app's webview keeps localStorage). The api-client
 * attaches it to bearer operations (installPartnerApi); it is cleared on logout, withdrawal, expiry and on
 * any 401 of a partner call. Components read it through useSyncExternalStore (usePartner).
 */
const STORAGE_KEY = 'ipju:partner-credential';

export interface PartnerCredential {
  accessToken: string;
  /** ISO 8601; after it the token is no longer sent. */
  expiresAt: string;
}

/** Why the partner was signed out last: shown on the sign-in page ('expired': the server refused the token). */
export type SignOutReason = 'logout' | 'withdrawal' | 'expired';

interface Snapshot {
  token: string | null;
  reason: SignOutReason | null;
}

const listeners = new Set<() => void>();
let snapshot: Snapshot = { token: null, reason: null };

function readStored(): PartnerCredential | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PartnerCredential>;
    if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'string') return null;
    const expires = Date.parse(value.expiresAt);
    if (Number.isNaN(expires) || expires <= Date.now()) {
      window.localStorage.removeItem(STORAGE_KEY);
      return null;
    }
    return { accessToken: value.accessToken, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

function emit(next: Snapshot): void {
  if (next.token === snapshot.token && next.reason === snapshot.reason) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

let listening = false;

/** The stored token decides (another tab, an expiry, a cleared storage); the snapshot object changes only with it. */
function current(): Snapshot {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    // Another tab signed in or out: follow it.
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) emit(current());
    });
  }
  const token = readStored()?.accessToken ?? null;
  if (token === snapshot.token) return snapshot;
  // Changed outside this tab's sign-in and sign-out (another tab, a cleared storage, an expiry): no notice.
  return { token, reason: null };
}

/** The token to send with bearer operations, or null when signed out (or expired). */
export function getPartnerToken(): string | null {
  const next = current();
  if (next !== snapshot) emit(next);
  return snapshot.token;
}

export function getPartnerCredentialSnapshot(): Snapshot {
  const next = current();
  // useSyncExternalStore reads during render: hand out the new snapshot and tell the others after.
  if (next !== snapshot) {
    snapshot = next;
    queueMicrotask(() => listeners.forEach((listener) => listener()));
  }
  return snapshot;
}

export function subscribePartnerCredential(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function savePartnerCredential(credential: PartnerCredential): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(credential));
  } catch {
    // Storage full or blocked: the console still works until the page is closed.
  }
  emit({ token: credential.accessToken, reason: null });
}

export function clearPartnerCredential(reason: SignOutReason): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
  emit({ token: null, reason });
}
