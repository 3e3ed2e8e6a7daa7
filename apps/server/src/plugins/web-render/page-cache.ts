/**
 * Rendered pages kept for a while per key (lib: `pageCacheKey`), with one render per key at a time: a link
 * shared in a group chat opens many times at once, and the renderer's API calls then run once. The oldest
 * entry goes first when `maxEntries` is reached (URLs with made-up queries cannot grow it without bound).
 *
 * Stale while revalidating: a page older than `ttlMs` but younger than `ttlMs + staleMs` is sent at once while
 * one render in the background replaces it, so a resident opening a link never waits for a render that a
 * quiet minute let expire (the render's API calls take 50-200 ms, which the phone would add to its first
 * screen). This is within what the app itself shows: the browser keeps catalogue answers for an hour (SPEC
 * section 9, `QUERY_STALE_TIME`), and money is never decided from a page (the payment page and checkout read
 * prices in their own requests). With `staleMs` 0 an expired page is rendered again before it is sent.
 */
export interface PageCacheOptions {
  ttlMs: number;
  /** How long past `ttlMs` a page may still be sent while a new render replaces it. */
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** A background render that failed (the stale page stays until `staleMs` is over). */
  onBackgroundError?: (error: unknown) => void;
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

export function createPageCache<T>({
  ttlMs,
  staleMs = 0,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
  onBackgroundError = () => {},
}: PageCacheOptions) {
  const entries = new Map<string, { value: T; freshUntil: number; staleUntil: number }>();
  const inflight = new Map<string, Promise<T>>();

  /** Renders `key` once at a time and keeps the result (when ttlMs > 0; a failure is not kept). */
  function refresh(key: string, make: () => Promise<T>): Promise<T> {
    const running = inflight.get(key);
    if (running) return running;
    const pending = make()
      .then((value) => {
        if (ttlMs > 0) {
          entries.delete(key);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          const at = now();
          entries.set(key, { value, freshUntil: at + ttlMs, staleUntil: at + ttlMs + staleMs });
        }
        return value;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, pending);
    return pending;
  }

  /** The kept value for `key`, or what `make` gives. */
  async function get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    const at = now();
    if (hit && hit.freshUntil > at) return hit.value;
    if (hit && hit.staleUntil > at) {
      refresh(key, make).catch(onBackgroundError);
      return hit.value;
    }
    if (hit) entries.delete(key);
    return refresh(key, make);
  }

  return { get, size: () => entries.size };
}
