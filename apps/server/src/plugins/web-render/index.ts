import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WEB_SSR_ENTRY } from '../../lib/paths';
import { assetLinks, type ViteManifest } from './asset-links';
import { composePage } from './compose';
import { injectFetch } from './inject-fetch';
import { createPageCache, pageCacheKey } from './page-cache';
import { APARTMENT_COOKIE, type RenderedPage, type RendererEntry } from './types';

export type { RendererEntry } from './types';

export interface WebRenderOptions {
  /** The built web app (its .vite/manifest.json names each route module's CSS and chunks). */
  distDir: string;
  /** How long a rendered page is reused per URL and complex (config.catalogCacheTtlMs: prices change no faster). */
  ttlMs: number;
  /** The renderer module; default: apps/web/dist-ssr/entry-server.js, when it was built. */
  loadEntry?: () => Promise<RendererEntry>;
}

export interface WebRender {
  /** `html` (the page as it would be sent) with the server-rendered app in it, or `html` unchanged. */
  renderInto(request: FastifyRequest, html: string): Promise<string>;
}

function apartmentCookie(request: FastifyRequest): string | null {
  const parsed = (request as { cookies?: Record<string, string | undefined> }).cookies;
  if (parsed) return parsed[APARTMENT_COOKIE] ?? null;
  const match = new RegExp(`(?:^|;\\s*)${APARTMENT_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
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
  const cache = createPageCache<RenderedPage | null>({ ttlMs: opts.ttlMs });

  return {
    async renderInto(request, html) {
      const url = request.url;
      if (!renderer.rendersPath(url)) return html;
      const cookie = apartmentCookie(request);
      try {
        const page = await cache.get(pageCacheKey(url, renderer.apartmentKey(cookie)), () =>
          renderer.render({ url, apartmentCookie: cookie }),
        );
        if (!page) return html;
        return composePage(html, { appHtml: page.appHtml, stateScript: page.stateScript, ...assetLinks(manifest, page.modules, html) }) ?? html;
      } catch (error) {
        request.log.error({ err: error, url }, 'server render failed; sending the page unrendered');
        return html;
      }
    },
  };
}
