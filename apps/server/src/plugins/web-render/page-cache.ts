/**
 * Rendered pages kept for a while per key (lib: `pageCacheKey`), with one render per key at a time: a link
 * shared in a group chat opens many times at once, and the renderer's API calls then run once. The oldest
 * entry goes first when `maxEntries` is reached (URLs with made-up queries cannot grow it without bound).
 */
export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

const DEFAULT_MAX_ENTRIES = 500;

/**
 * The cache key of a rendered page: the requested path and query, the complex it is rendered for (the
 * renderer's `apartmentKey` of the cookie, so a broken cookie shares the no-complex page) and whether the
 * request had a session cookie (without one the page is rendered signed out for sure, or redirects to sign in;
 * with one, the signed-in parts wait for the browser). Never the session itself: the same for everyone.
 */
export function pageCacheKey(url: string, apartmentKey: string, hasSession = false): string {
  return `${url}\n${apartmentKey}\n${hasSession ? 'session' : 'none'}`;
}

export function createPageCache<T>({ ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, { value: T; expires: number }>();
  const inflight = new Map<string, Promise<T>>();

  /** The kept value for `key`, or what `make` gives (kept when ttlMs > 0; a failure is not kept). */
  async function get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    if (hit) entries.delete(key);
    const running = inflight.get(key);
    if (running) return running;
    const pending = make()
      .then((value) => {
        if (ttlMs > 0) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, expires: now() + ttlMs });
        }
        return value;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, pending);
    return pending;
  }

  return { get, size: () => entries.size };
}
