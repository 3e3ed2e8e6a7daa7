/**
 * Session-expired signal: the API error hook (app/api-setup.ts) calls notifySessionExpired() when a
 * call answers 401 SESSION_EXPIRED; the AuthProvider listens and clears the user.
 */
const listeners = new Set<() => void>();

export function onSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(): void {
  listeners.forEach((listener) => listener());
}

/** Whether an API error means the session cookie is no longer valid. */
export function isSessionExpiredError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 401 && code === 'SESSION_EXPIRED';
}

/** A logout error that still means "signed out" (SPEC section 4: message Unauthorized, or 401). */
export function isUnauthorizedError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, message, error: name } = error as { status?: unknown; message?: unknown; error?: unknown };
  return status === 401 || message === 'Unauthorized' || name === 'Unauthorized';
}
