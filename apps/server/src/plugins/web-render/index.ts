import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEB_SSR_ENTRY } from '../../lib/paths';
import { SESSION_COOKIE } from '../auth';
import { assetLinks, type ViteManifest } from './asset-links';
import { composePage, headStylesheets } from './compose';
import { createStyleInliner } from './inline-styles';
import { injectFetch } from './inject-fetch';
import { createPageCache, pageCacheKey } from './page-cache';
import { APARTMENT_COOKIE, type RedirectedPage, type RenderedPage, type RendererEntry } from './types';

export type { RendererEntry } from './types';

export interface WebRenderOptions {
  /** The built web app (its .vite/manifest.json names each route module's CSS and chunks). */
  distDir: string;
  /** How long a rendered page is reused per URL and complex (config.catalogCacheTtlMs: prices change no faster). */
  ttlMs: number;
  /**
   * How long past `ttlMs` a page is still sent while a new render replaces it in the background (page-cache.ts);
   * default PAGE_STALE_MS.
   */
  staleMs?: number;
  /** The renderer module; default: apps/web/dist-ssr/entry-server.js, when it was built. */
  loadEntry?: () => Promise<RendererEntry>;
}

export interface WebRender {
  /**
   * `html` (the page as it would be sent) with the server-rendered app in it, or `html` unchanged; or where to
   * send a visitor without a session whom the page would send to sign in at once.
   */
  renderInto(request: FastifyRequest, html: string): Promise<{ html: string } | RedirectedPage>;
}

/**
 * Ten minutes: a link opened after a quiet spell gets the page rendered before at once (page-cache.ts), never
 * older than this past its TTL; the browser itself keeps catalogue answers for an hour (SPEC section 9).
 */
export const PAGE_STALE_MS = 10 * 60_000;

function readCookie(request: FastifyRequest, name: string): string | null {
  const parsed = (request as { cookies?: Record<string, string | undefined> }).cookies;
  if (parsed) return parsed[name] ?? null;
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

function readManifest(distDir: string): ViteManifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
}

/**
 * Server rendering of the public pages (docs/RENDERING.md). Null when there is no renderer (the web app was
 * not built with its server bundle, e.g. API tests): pages are then index.html as before. A page whose render
 * fails is sent unrendered (the browser renders it, as before) and the failure is logged.
 */
export async function createWebRender(app: FastifyInstance, opts: WebRenderOptions): Promise<WebRender | null> {
  const load = opts.loadEntry ?? (existsSync(WEB_SSR_ENTRY) ? async () => (await import(pathToFileURL(WEB_SSR_ENTRY).href)) as RendererEntry : null);
  if (!load) {
    app.log.warn(`server renderer not built (${WEB_SSR_ENTRY} missing): pages are rendered in the browser`);
    return null;
  }
  const renderer = (await load()).createPageRenderer({ fetch: injectFetch(app) });
  const manifest = readManifest(opts.distDir);
  const cache = createPageCache<RenderedPage | RedirectedPage | null>({
    ttlMs: opts.ttlMs,
    staleMs: opts.staleMs ?? PAGE_STALE_MS,
    onBackgroundError: (error) => app.log.error({ err: error }, 'server render failed in the background; the page rendered before is sent until it works'),
  });
  const inlineStyles = createStyleInliner(path.resolve(opts.distDir));
  // apps/web src/boot.ts: starts the app after the first paint (docs/RENDERING.md "Paint first, then hydrate").
  const bootFile = manifest['src/boot.ts']?.file;
  const boot = bootFile ? `/${bootFile}` : null;

  return {
    async renderInto(request, html) {
      const url = request.url;
      if (!renderer.rendersPath(url)) return { html };
      const cookie = readCookie(request, APARTMENT_COOKIE);
      // Only whether there is one: the page is the same for every session (signed-in parts fill in later).
      const hasSession = readCookie(request, SESSION_COOKIE) !== null;
      try {
        const page = await cache.get(pageCacheKey(url, renderer.apartmentKey(cookie), hasSession), () =>
          renderer.render({ url, apartmentCookie: cookie, hasSession }),
        );
        if (!page) return { html };
        if ('redirect' in page) return page;
        const { stylesheets, preloads } = assetLinks(manifest, page.modules, html);
        const styles = inlineStyles([...headStylesheets(html), ...stylesheets]);
        return { html: composePage(html, { appHtml: page.appHtml, stateScript: page.stateScript, styles, preloads, boot }) ?? html };
      } catch (error) {
        request.log.error({ err: error, url }, 'server render failed; sending the page unrendered');
        return { html };
      }
    },
  };
}
