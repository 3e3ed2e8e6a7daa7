/**
 * A console's bearer credential (the partner's, the staff's), kept in localStorage so the console stays signed
 * in across reloads (the apps' webviews keep localStorage). One store per console, each under its own key;
 * components read it through useSyncExternalStore (`getSnapshot` / `subscribe`), API calls through `getToken`.
 * An expired token is dropped when read; another tab's sign-in or sign-out is followed.
 */
export interface StoredCredential {
  accessToken: string;
  /** ISO 8601; after it the token is no longer sent. */
  expiresAt: string;
}

export interface CredentialSnapshot<Reason extends string> {
  token: string | null;
  /** Why the console was signed out last (the sign-in page says so), or null. */
  reason: Reason | null;
}

export function createStoredCredential<Reason extends string>(storageKey: string) {
  const listeners = new Set<() => void>();
  let snapshot: CredentialSnapshot<Reason> = { token: null, reason: null };
  let listening = false;

  function readStored(): string | null {
    try {
      const raw = window.localStorage.getItem(storageKey);
      if (!raw) return null;
      const value = JSON.parse(raw) as Partial<StoredCredential>;
      if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'string') return null;
      const expires = Date.parse(value.expiresAt);
      if (Number.isNaN(expires) || expires <= Date.now()) {
        window.localStorage.removeItem(storageKey);
        return null;
      }
      return value.accessToken;
    } catch {
      return null;
    }
  }

  function emit(next: CredentialSnapshot<Reason>): void {
    if (next.token === snapshot.token && next.reason === snapshot.reason) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  /** The stored token decides (another tab, an expiry, a cleared storage); the snapshot object changes only with it. */
  function current(): CredentialSnapshot<Reason> {
    if (!listening && typeof window !== 'undefined') {
      listening = true;
      // Another tab signed in or out: follow it.
      window.addEventListener('storage', (event) => {
        if (event.key === storageKey || event.key === null) emit(current());
      });
    }
    const token = typeof window === 'undefined' ? null : readStored();
    if (token === snapshot.token) return snapshot;
    // Changed outside this tab's sign-in and sign-out (another tab, a cleared storage, an expiry): no notice.
    return { token, reason: null };
  }

  return {
    /** The token to send, or null when signed out (or expired). */
    getToken(): string | null {
      const next = current();
      if (next !== snapshot) emit(next);
      return snapshot.token;
    },

    getSnapshot(): CredentialSnapshot<Reason> {
      const next = current();
      // useSyncExternalStore reads during render: hand out the new snapshot and tell the others after.
      if (next !== snapshot) {
        snapshot = next;
        queueMicrotask(() => listeners.forEach((listener) => listener()));
      }
      return snapshot;
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    save(credential: StoredCredential): void {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(credential));
      } catch {
        // Storage full or blocked: the console still works until the page is closed.
      }
      emit({ token: credential.accessToken, reason: null });
    },

    clear(reason: Reason): void {
      try {
        window.localStorage.removeItem(storageKey);
      } catch {
        // ignore
      }
      emit({ token: null, reason });
    },
  };
}
