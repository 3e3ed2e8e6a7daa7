import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createAppDeps } from '../../src/app-deps';
import { openTestDatabase } from '../helpers';

/** Every log line an app wrote, parsed. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  entries(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

export interface InfraApp {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  logs: LogCapture;
  close(): Promise<void>;
}

/**
 * A whole app like createTestApp's, plus test-only routes (a JSON echo and a route that throws) and its
 * logs captured, for the cross-cutting guarantees.
 */
export async function createInfraApp(env: Record<string, string> = {}): Promise<InfraApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000', JOB_QUEUE: 'inline', ...env });
  const logs = new LogCapture();
  const app = await buildApp(
    createAppDeps(config, database, { messages: { name: 'test', send: async () => {} } }),
    { logger: { stream: logs } },
  );
  app.post('/api/v2/test/echo', async (request) => ({ status: 'success', data: request.body }));
  app.get('/api/v2/test/boom', async () => {
    throw new Error('database exploded: secret internals');
  });
  await app.ready();
  return {
    app,
    config,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
