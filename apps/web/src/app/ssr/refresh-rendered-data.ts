import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * The server may send a page rendered a while ago while it renders a new one (apps/server
 * plugins/web-render/page-cache.ts: at most ten minutes past its TTL). Its answers would count as fresh here for
 * an hour (QUERY_STALE_TIME), so the ones older than this are fetched again once the page has hydrated: the
 * page shows at once and is up to date a moment later (an unchanged answer re-renders nothing).
 */
export const RENDERED_DATA_REFRESH_AFTER_MS = 15_000;

/** Marks the page's rendered answers older than RENDERED_DATA_REFRESH_AFTER_MS stale; those on screen are fetched again. */
export function refreshOldRenderedData(queryClient: QueryClient, rendered: DehydratedState, now = Date.now()): void {
  const before = now - RENDERED_DATA_REFRESH_AFTER_MS;
  const old = new Set(rendered.queries.filter((q) => q.state.dataUpdatedAt < before).map((q) => q.queryHash));
  if (old.size) void queryClient.invalidateQueries({ predicate: (query) => old.has(query.queryHash) });
}
