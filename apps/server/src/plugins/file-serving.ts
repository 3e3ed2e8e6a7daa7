import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { SEED_ASSETS_DIR } from '../lib/image/sources';
import { uploadsDir } from '../lib/storage';

/**
 * Serves local files: demo images at /files/seed/* (apps/server/assets/seed) and uploads at
 * /files/uploads/* (DATA_DIR/uploads). Upload keys are random and never rewritten, so they are cached for
 * good. A missing file gets the JSON 404.
 */
export const fileServingPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  await app.register(fastifyStatic, {
    root: SEED_ASSETS_DIR,
    prefix: '/files/seed/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });
  const uploads = uploadsDir(opts.config);
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/files/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
});
