import type { Db } from '../../db/client';
import { createCategoriesService } from '../categories/categories.service';
import { createEventsService } from '../events/events.service';
import { headTags, splitIndexHtml } from './head-tags';
import { createItemsService } from '../items/items.service';
import { isShareablePath, itemOfQuery, normalisePath, pageMetaFor, type PageMetaSources } from './page-meta';

/**
 * The HTML the server sends for an app page: index.html as built, except that shareable pages carry their
 * own title, description and Open Graph / Twitter tags, so link previews work without JavaScript.
 *
 * A link shared in a group chat is fetched by many crawlers at once: each page's HTML is kept for `ttlMs`
 * per origin and path (and one lookup runs per page at a time), so a burst reads the database once. An
 * event edited in the database therefore shows in previews within `ttlMs`. When the lookup fails, the
 * page is served with the default tags (the app itself still works) and the failure is logged.
 */
export interface SharePagesOptions {
  indexHtml: string;
  sources: PageMetaSources;
  ttlMs?: number;
  maxEntries?: number;
  onError?: (error: unknown, path: string) => void;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 1_000;

export function createSharePages(options: SharePagesOptions) {
  const { indexHtml, sources, ttlMs = DEFAULT_TTL_MS, maxEntries = DEFAULT_MAX_ENTRIES } = options;
  const parts = splitIndexHtml(indexHtml);
  const cache = new Map<string, { html: string; expires: number }>();
  const inflight = new Map<string, Promise<string>>();

  async function build(path: string, itemIdx: number | undefined, origin: string): Promise<string> {
    const meta = await pageMetaFor(path, sources, itemIdx);
    return meta && parts ? parts.before + headTags(meta, origin + path + (meta.query ?? ''), origin) + parts.after : indexHtml;
  }

  return {
    /** The HTML for a request URL (path and query) seen at `origin` (e.g. https://ipju.kr). */
    async htmlFor(url: string, origin: string): Promise<string> {
      const path = normalisePath(url);
      if (!parts || !isShareablePath(path)) return indexHtml;
      // A service page (/business/{code}?item=) previews that service; other queries do not matter.
      const itemIdx = path.startsWith('/business/') ? itemOfQuery(url) : undefined;
      const key = `${origin}${path}${itemIdx !== undefined ? `?item=${itemIdx}` : ''}`;
      const hit = cache.get(key);
      if (hit && hit.expires > Date.now()) return hit.html;
      let pending = inflight.get(key);
      if (!pending) {
        pending = build(path, itemIdx, origin)
          .then((html) => {
            if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
            cache.set(key, { html, expires: Date.now() + ttlMs });
            return html;
          })
          .catch((error: unknown) => {
            options.onError?.(error, path);
            return indexHtml;
          })
          .finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
  };
}

/** The pages' sources in this server: published events, the catalogue's categories and chapters, and their services. */
export function sharePageSources(db: Db, ttlMs = DEFAULT_TTL_MS): PageMetaSources {
  const events = createEventsService({ db });
  const categories = createCategoriesService(db);
  const items = createItemsService(db, { catalogCacheTtlMs: ttlMs });
  let catalog: { value: ReturnType<typeof categories.list>; expires: number } | undefined;
  return {
    event: (eventIdx) => events.findForPreview(eventIdx),
    categoryItems: async (code) => (await items.listItems({ itemType: code, itemSortType: 'recommended', limit: 100 })).items,
    events: () => events.list(),
    catalog() {
      if (!catalog || catalog.expires <= Date.now()) {
        const value = categories.list();
        value.catch(() => (catalog = undefined));
        catalog = { value, expires: Date.now() + ttlMs };
      }
      return catalog.value;
    },
  };
}
