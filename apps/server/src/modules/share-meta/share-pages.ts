import { AppError } from '../../lib/errors';
import type { ComplexesService } from '../complexes';
import type { EventsService } from '../events';
import type { ItemsService } from '../items';
import type { MoveInCalculatorService } from '../move-in-calculator';
import { headTags, splitIndexHtml } from './head-tags';
import { CALCULATOR_PATH, isShareablePath, itemOfQuery, normalisePath, pageMetaFor, shareOfQuery, type PageMetaSources } from './page-meta';

/**
 * The HTML the server sends for an app page: index.html as built, except that shareable pages carry their
 * own title, description and Open Graph / Twitter tags, so link previews work without JavaScript.
 *
 * A shareable path whose id, code or slug names nothing (/events/999, /business/nope) is answered with
 * status 404 (the same HTML: the app shows its own not-found page), so crawlers and search engines do
 * not keep it as a page.
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

/** The HTML to send for an app page, and its status: 404 for a shareable path that names nothing. */
export interface SharePage {
  html: string;
  status: 200 | 404;
}

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_ENTRIES = 1_000;

export function createSharePages(options: SharePagesOptions) {
  const { indexHtml, sources, ttlMs = DEFAULT_TTL_MS, maxEntries = DEFAULT_MAX_ENTRIES } = options;
  const parts = splitIndexHtml(indexHtml);
  const cache = new Map<string, { page: SharePage; expires: number }>();
  const inflight = new Map<string, Promise<SharePage>>();
  const plain: SharePage = { html: indexHtml, status: 200 };

  async function build(path: string, itemIdx: number | undefined, origin: string, shareToken?: string): Promise<SharePage> {
    const meta = await pageMetaFor(path, sources, itemIdx, shareToken);
    if (!meta || !parts) return { html: indexHtml, status: meta ? 200 : 404 };
    return { html: parts.before + headTags(meta, origin + path + (meta.query ?? ''), origin) + parts.after, status: 200 };
  }

  /** The page for a request URL (path and query) seen at `origin` (e.g. https://ipju.kr). */
  async function pageFor(url: string, origin: string): Promise<SharePage> {
    const path = normalisePath(url);
    if (!parts || !isShareablePath(path)) return plain;
    // A service page (/business/{code}?item=) previews that service; other queries do not matter.
    const itemIdx = path.startsWith('/business/') ? itemOfQuery(url) : undefined;
    // A shared calculation (/move-in-calculator?share=) previews that calculation.
    const shareToken = path === CALCULATOR_PATH ? shareOfQuery(url) : undefined;
    const key = `${origin}${path}${itemIdx !== undefined ? `?item=${itemIdx}` : ''}${shareToken !== undefined ? `?share=${shareToken}` : ''}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.page;
    let pending = inflight.get(key);
    if (!pending) {
      pending = build(path, itemIdx, origin, shareToken)
        .then((page) => {
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
          cache.set(key, { page, expires: Date.now() + ttlMs });
          return page;
        })
        .catch((error: unknown) => {
          options.onError?.(error, path);
          return plain;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  }

  return {
    pageFor,
    /** The HTML alone (see pageFor). */
    htmlFor: async (url: string, origin: string): Promise<string> => (await pageFor(url, origin)).html,
  };
}

/** The services the share pages read: the process's own (app.ts builds them once). */
export interface SharePageServices {
  events: EventsService;
  items: ItemsService;
  complexes: ComplexesService;
  moveInCalculator?: MoveInCalculatorService;
}

/**
 * The pages' sources in this server: published events, and the categories and their services from the items
 * service's in-memory catalogue (the process's one catalogue, reused for CATALOG_CACHE_TTL_MS).
 */
export function sharePageSources({ events, items, complexes, moveInCalculator }: SharePageServices): PageMetaSources {
  return {
    complexPage: (slug) =>
      complexes.page(slug).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }),
    ...(moveInCalculator ? { moveInCalculation: (token: string) => moveInCalculator.preview(token) } : {}),
    event: (eventIdx) => events.findForPreview(eventIdx),
    categoryItems: async (code) => (await items.listItems({ itemType: code, itemSortType: 'recommended', limit: 100 })).items,
    events: () => events.list(),
    categories: () => items.catalogCategories(),
  };
}

/**
 * What the web-app plugin takes to render app pages (its `renderPages` option): given the built
 * index.html, the share pages on these services.
 */
export function sharePagesRenderer(services: SharePageServices, options: { ttlMs?: number } = {}) {
  return (indexHtml: string, onError: (error: unknown, path: string) => void) =>
    createSharePages({ indexHtml, sources: sharePageSources(services), ttlMs: options.ttlMs, onError });
}
