import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, createPersistOptions, OFFLINE_CACHE_KEY, PERSIST_MAX_AGE, shouldPersistQuery } from './query-client';

describe('query client', () => {
  it('uses the SPEC section 9 defaults', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries).toMatchObject({
      staleTime: 3_600_000,
      gcTime: 18_000_000,
      retry: false,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    });
  });

  it('persists only successful queries flagged meta.persist', () => {
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ meta: undefined, state: { status: 'success' } })).toBe(false);
    expect(shouldPersistQuery({ meta: { persist: 'yes' }, state: { status: 'success' } })).toBe(false);
  });

  it('keeps the cache for 24 hours under the offline-cache key', async () => {
    vi.useFakeTimers();
    const options = createPersistOptions();
    expect(options.maxAge).toBe(PERSIST_MAX_AGE);
    expect(PERSIST_MAX_AGE).toBe(86_400_000);
    await options.persister.persistClient({ timestamp: 1, buster: '', clientState: { queries: [], mutations: [] } });
    // Written after the persister's 1 s throttle.
    await vi.advanceTimersByTimeAsync(1000);
    expect(window.localStorage.getItem(OFFLINE_CACHE_KEY)).toContain('"timestamp":1');
    vi.useRealTimers();
  });
});
