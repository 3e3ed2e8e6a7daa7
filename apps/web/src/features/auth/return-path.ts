/** Where to go after sign-in: only same-site paths ('/x', not '//host' or 'https://...'). */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/login') || value.startsWith('/agree') || value.startsWith('/auth/')) return fallback;
  return value;
}

export const RETURN_TO_PARAM = 'returnTo';
const STORED_RETURN_KEY = 'ipju:returnTo';

/** '/login?returnTo=%2Fmy-page' */
export function loginPath(returnTo?: string): string {
  const target = safeReturnPath(returnTo, '');
  return target ? `/login?${RETURN_TO_PARAM}=${encodeURIComponent(target)}` : '/login';
}

/** '/agree?returnTo=...&new=1' (new=1: a welcome toast after agreeing). */
export function agreePath(returnTo?: string, isNew = false): string {
  const params = new URLSearchParams();
  const target = safeReturnPath(returnTo, '');
  if (target && target !== '/') params.set(RETURN_TO_PARAM, target);
  if (isNew) params.set('new', '1');
  const query = params.toString();
  return query ? `/agree?${query}` : '/agree';
}

/** Kept across the Apple redirect (sessionStorage). */
export function storeReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(STORED_RETURN_KEY, safeReturnPath(path));
  } catch {
    // ignore
  }
}

export function takeStoredReturnPath(): string {
  try {
    const value = window.sessionStorage.getItem(STORED_RETURN_KEY);
    window.sessionStorage.removeItem(STORED_RETURN_KEY);
    return safeReturnPath(value);
  } catch {
    return '/';
  }
}
