import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The queries a server render pass asked for and that have not run yet: pending, idle, enabled, and not
 * already tried (`tried`, by query hash). On the server useQuery only puts a query in the cache (effects
 * never run), so the renderer fetches these and renders again (docs/RENDERING.md).
 */
export function queriesToFetch(client: QueryClient, tried: ReadonlySet<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (tried.has(query.queryHash)) return false;
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
      if (typeof queryFn !== 'function') return false;
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}
