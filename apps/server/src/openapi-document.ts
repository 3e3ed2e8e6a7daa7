import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db/client';
import { createAppDeps } from './app-deps';
import { createInlineJobQueue } from './lib/jobs';

/**
 * The OpenAPI document as the code declares it, built without a database (routes only register, they
 * are never called). Used by scripts/write-openapi.ts and by the test that keeps openapi.json current.
 */
export async function buildOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent' });
  const unused = new Proxy({}, { get: () => { throw new Error('no database while building the document'); } });
  const app = await buildApp(
    createAppDeps(config, { db: unused as Db }, { messages: { name: 'none', send: async () => {} }, jobs: createInlineJobQueue() }),
    { logger: false },
  );
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}

export const serializeDocument = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
