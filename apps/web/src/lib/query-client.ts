import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';

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

/**
 * Only queries flagged meta.persist === true with an answer go to the offline cache: a success, or a refresh
 * that failed (no signal) over an earlier answer, which is kept (lastKnownAnswers), so reopening the page
 * offline twice still finds it.
 */
export function shouldPersistQuery(query: { meta?: Record<string, unknown> | undefined; state: { status: string; data?: unknown } }): boolean {
  if (query.meta?.persist !== true) return false;
  return query.state.status === 'success' || (query.state.status === 'error' && query.state.data !== undefined);
}

/** A failed refresh is stored as the answer it kept, not as the failure (an error does not survive JSON anyway). */
export function lastKnownAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error' && query.state.data !== undefined
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
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
    serialize: (client) => JSON.stringify(lastKnownAnswers(client)),
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
