import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { WEB_DIST_DIR } from '../lib/paths';

/**
 * Serves the built web app (apps/web/dist) so one process is the whole site. Hashed assets are cached for
 * a year; every other GET that is not an API or file path gets index.html and the client router decides
 * (its 404 page included).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, _opts: { config: AppConfig }) => {
  const indexFile = path.join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): run npm run build`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: WEB_DIST_DIR,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  const RESERVED = /^\/(api|_image|files|sandbox)(\/|$)/;
  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (RESERVED.test(pathname)) {
      throw new AppError('NOT_FOUND', `요청한 주소를 찾을 수 없어요: GET ${pathname}`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  app.get('/', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
});
