import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { WEB_DIST_DIR } from '../lib/paths';
import { registerWebFiles } from './web-files';
import { createWebRender, type RendererEntry } from './web-render';

/** An app page's HTML and status: 404 for a shareable path that names nothing (the app shows its own page). */
export interface AppPage {
  html: string;
  status: 200 | 404;
}

/** Renders app pages from the built index.html; `onError` hears a failed lookup (the page falls back to index.html). */
export type AppPageRenderer = (
  indexHtml: string,
  onError: (error: unknown, path: string) => void,
) => { pageFor(url: string, origin: string): Promise<AppPage> };

export interface WebAppOptions {
  config: AppConfig;
  /**
   * Puts the shareable pages' link previews into their HTML (app.ts passes the share-meta module's, on the
   * process's services); without it every page is index.html as built.
   */
  renderPages?: AppPageRenderer;
  /** The built web app (default apps/web/dist); tests pass a directory with their own index.html. */
  distDir?: string;
  /**
   * Server rendering of the public pages (plugins/web-render, docs/RENDERING.md), when given: app.ts turns it
   * on with the built renderer (apps/web/dist-ssr); tests may load the renderer from the web app's sources.
   */
  serverRender?: { loadEntry?: () => Promise<RendererEntry> };
}

/**
 * Serves the built web app (apps/web/dist) so one process is the whole site. Hashed assets are cached for
 * a year; every other GET that is not an API or file path gets index.html and the client router decides
 * (its 404 page included). The inspector console's service worker, /inspector/sw.js, is never cached and may
 * control /inspector (INSPECTOR_WORKER_SCOPE). Shareable pages (/events/{id}, /business/{code}, /item-guide/{code},
 * /contents/{slug}) get their own title, description and Open Graph tags in that HTML (`renderPages`),
 * with absolute URLs on the site's address (config.siteUrl, lib/site-url.ts: PUBLIC_URL, in demo mode else
 * http://localhost:PORT; never the request's Host); one that names no event,
 * category or page is sent with status 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const distDir = opts.distDir ?? WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pages =
    opts.renderPages?.(indexHtml, (error, pagePath) => app.log.error({ err: error, path: pagePath }, 'link preview lookup failed')) ??
    null;
  // Never the request's Host: these pages are cached and end up in other people's link previews.
  const siteUrl = opts.config.siteUrl;

  await registerWebFiles(app, distDir);

  const rendered = opts.serverRender
    ? await createWebRender(app, { distDir, ttlMs: opts.config.catalogCacheTtlMs, loadEntry: opts.serverRender.loadEntry })
    : null;

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = pages ? await pages.pageFor(request.url, siteUrl) : { html: indexHtml, status: 200 };
    // The public pages arrive with their content (web-render); the share-meta head tags stay as they are.
    const result = rendered ? await rendered.renderInto(request, page.html) : { html: page.html };
    if ('redirect' in result) {
      // A signed-in page opened without a session: straight to sign-in, as the browser app would send them.
      // It depends on the cookie, so no cache keeps it.
      return reply.header('cache-control', 'no-store').redirect(result.redirect, 302);
    }
    return reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(result.html);
  };
  const RESERVED = /^\/(api|_image|files|sandbox)(\/|$)/;
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (RESERVED.test(pathname)) {
      throw new AppError('NOT_FOUND', '요청한 주소를 찾을 수 없어요. 주소를 확인해 주세요.');
    }
    return sendPage(request, reply);
  });
  app.get('/', { schema: { hide: true }, config: { rateLimit: false } }, sendPage);
});
