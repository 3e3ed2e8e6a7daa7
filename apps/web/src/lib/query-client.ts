import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';

/** SPEC section 9 cache settings. */
export const QUERY_STALE_TIME = 60 * 60 * 1000; // 1 hour
export const QUERY_GC_TIME = 5 * 60 * 60 * 1000; // 5 hours
export const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000; // 24 hours
export const PERSIST_THROTTLE_MS = 1000;
/** localStorage key of the persisted cache. */
export const OFFLINE_CACHE_KEY = 'offline-cache';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Keep this query in the offline cache (localStorage, 24 h). */
      persist?: boolean;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        gcTime: QUERY_GC_TIME,
        retry: false,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });
}

/** Only successful queries flagged meta.persist === true go to the offline cache. */
export function shouldPersistQuery(query: { meta?: Record<string, unknown> | undefined; state: { status: string } }): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createPersistOptions(): PersistQueryClientProviderProps['persistOptions'] {
  const persister = createSyncStoragePersister({
    storage: localStorageOrUndefined(),
    key: OFFLINE_CACHE_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
  });
  return {
    persister,
    maxAge: PERSIST_MAX_AGE,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * Spread into a query's options to keep it in the offline cache. gcTime is raised to the
 * persisted max age, otherwise the query would be dropped from memory (and the cache) after 5 h.
 */
export const persistedQuery = { meta: { persist: true }, gcTime: PERSIST_MAX_AGE } as const;

/**
 * Root of every user-scoped query key. Features put the signed-in user's data under it
 * (e.g. [...userKeys.all, 'coupons']) so it is invalidated when the signed-in user changes and
 * removed on logout (features/auth AuthProvider).
 */
export const userKeys = {
  all: ['user'] as const,
  /** The resident's complex (GET /residents/apartment, data.apart). */
  apartment: () => [...userKeys.all, 'apartment'] as const,
};
