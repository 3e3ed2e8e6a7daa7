import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, createPersistOptions, OFFLINE_CACHE_KEY, PERSIST_MAX_AGE, persistedQuery, shouldPersistQuery } from './query-client';

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

  it('persists only queries flagged meta.persist that have an answer', () => {
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'error' } })).toBe(false);
    // Offline, the refresh failed over the last answer: that answer is kept for the next offline reload.
    expect(shouldPersistQuery({ meta: { persist: true }, state: { status: 'error', data: { inspectionIdx: 1 } } })).toBe(true);
    expect(shouldPersistQuery({ meta: undefined, state: { status: 'success' } })).toBe(false);
    expect(shouldPersistQuery({ meta: { persist: 'yes' }, state: { status: 'success' } })).toBe(false);
  });

  it('keeps the last answer of a query whose refresh failed offline, and reads it back as that answer', async () => {
    const client = createQueryClient();
    const key = ['user', 'inspection', 7];
    await client.fetchQuery({ queryKey: key, queryFn: async () => ({ home: '101동 1203호' }), ...persistedQuery });
    await client.fetchQuery({ queryKey: key, queryFn: async () => Promise.reject(new TypeError('Failed to fetch')), ...persistedQuery, staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryState(key)?.status).toBe('error');

    vi.useFakeTimers();
    const options = createPersistOptions();
    await persistQueryClientSave({ queryClient: client, persister: options.persister, dehydrateOptions: options.dehydrateOptions });
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();

    const reopened = createQueryClient();
    await persistQueryClientRestore({ queryClient: reopened, persister: options.persister, maxAge: options.maxAge });
    expect(reopened.getQueryData(key)).toEqual({ home: '101동 1203호' });
    expect(reopened.getQueryState(key)?.status).toBe('success');
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
