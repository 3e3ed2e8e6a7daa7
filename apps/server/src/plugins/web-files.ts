import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The inspector console's service worker (apps/web src/inspector-sw/sw.ts, built to dist/inspector/sw.js) is
 * served at /inspector/sw.js like any built file, and may control every path under this scope: the console's
 * pages, never a resident's (docs/INSPECTION.md "Opening offline").
 */
export const INSPECTOR_WORKER_SCOPE = '/inspector';

/** Hashed file names change with their content, so browsers and CDNs may keep them for good. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, robots.txt) keep their names across deploys. */
const UNHASHED_CACHE = 'public, max-age=300';
/** The build's precompressed copies: sent in place of their plain file, never under their own names. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the built web app's files (apps/web/dist): the hashed files under /assets/ through one wildcard
 * route, the few others (favicon, robots.txt, the inspector worker, index.html) through one route each.
 * The hashed files are most of the build, with their source maps ~800: a route per file cost start-up
 * time, and a missing hashed file is now a 404 instead of the app page served as JavaScript.
 *
 * The build writes file.br (Brotli 11) and file.gz (gzip 9) beside every text file of 1 KB or more
 * (apps/web/scripts/precompress.mjs). `preCompressed` sends the one the client accepts (Brotli first) with
 * the plain file's type and `content-encoding`, else the plain file; plugins/compression.ts leaves an
 * answer that has an encoding alone. Every built file varies by accept-encoding.
 */
export async function registerWebFiles(app: FastifyInstance, distDir: string) {
  const inspectorWorkerFile = path.join(distDir, 'inspector', 'sw.js');
  const setHeaders = (res: SetHeadersResponse, sentPath: string) => {
    // The same URL answers in up to three encodings: caches must keep them apart.
    res.setHeader('vary', 'accept-encoding');
    const filePath = sentPath.replace(PRECOMPRESSED_SUFFIX, '');
    if (filePath === inspectorWorkerFile) {
      // The browser must see a new worker at once, and the worker controls every console page: /inspector
      // (the console's home) sits outside its own folder's default scope, /inspector/.
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('service-worker-allowed', INSPECTOR_WORKER_SCOPE);
      return;
    }
    const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
    res.setHeader('cache-control', hashed ? HASHED_CACHE : UNHASHED_CACHE);
  };
  const common = {
    index: false,
    preCompressed: true,
    // Our own cache-control (setHeaders): with @fastify/static's, its 'public, max-age=0' replaces ours.
    cacheControl: false,
    setHeaders,
  } as const;

  await app.register(fastifyStatic, {
    ...common,
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    allowedPath: (pathname) => !PRECOMPRESSED_SUFFIX.test(pathname),
  });
  // Everything else at the top: a route per file, so every other path stays the app page's (the caller's /*).
  await app.register(fastifyStatic, {
    ...common,
    root: distDir,
    wildcard: false,
    globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
  });
}
