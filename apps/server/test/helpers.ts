import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createAppDeps, type AppDeps } from '../src/app-deps';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { outboxMessages } from '../src/db/schema';
import type { InlineJobQueue } from '../src/lib/jobs';
import { createServices, type Services } from '../src/services';
import { fileDatabaseUrl } from './file-database';
import { QueryCounter } from './query-counter';

export interface TestContext {
  app: FastifyInstance;
  deps: AppDeps;
  /** The app's services (one of each, as in the server): tests call a service directly through these. */
  services: Services;
  /** The in-process job queue: `await t.jobs.drain()` runs what the requests queued. */
  jobs: InlineJobQueue;
  db: Database['db'];
  database: Database;
  config: AppConfig;
  /** Counts the statements the app runs: `await t.queries.count(() => t.app.inject(...))`. */
  queries: QueryCounter;
  close(): Promise<void>;
}

/**
 * Opens the test file's database: in CI its own PostgreSQL copy of the run's migrated template
 * (file-database.ts), locally an in-memory PGlite copy. Every app and pool a file opens shares it.
 */
export async function openTestDatabase(options: { logger?: QueryCounter } = {}): Promise<Database> {
  const url = await fileDatabaseUrl();
  if (url) return openDatabase({ url, poolSize: 10, logger: options.logger });
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) throw new Error('global setup did not prepare a database');
  return openDatabase({ pgliteSnapshot: new Blob([readFileSync(snapshotPath)]), logger: options.logger });
}

export const isPostgres = () => inject('testDatabaseUrl') !== undefined;

export interface TestAppOptions {
  /** Runs before the app is ready: a test registers its own routes here (e.g. to receive webhooks). */
  beforeReady?: (app: FastifyInstance, parts: { config: AppConfig; services: Services }) => void | Promise<void>;
}

/** A whole app on the test database with demo-mode defaults; `env` overrides configuration. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const queries = new QueryCounter();
  const database = await openTestDatabase({ logger: queries });
  // Uploaded files and the image cache go to a temporary directory, never into the working tree.
  const dataDir = path.join(tmpdir(), 'ipju-test-data');
  const config = loadConfig({
    APP_MODE: 'demo',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    DATA_DIR: dataDir,
    JOB_QUEUE: 'inline',
    // Every answer is checked against the contract with zod and compared with the compiled serializer's.
    RESPONSE_CHECK: 'checked',
    ...env,
  });
  const deps = createAppDeps(config, database);
  // The inline queue (the tests' default) can be drained before each measurement; pg-boss cannot.
  const inlineJobs = deps.jobs as Partial<InlineJobQueue>;
  if (typeof inlineJobs.drain === 'function') queries.settleWith(() => inlineJobs.drain!());
  const services = createServices(deps);
  // TEST_LOGS=1 shows the server's error logs (unexpected 500s) while debugging a test.
  const app = await buildApp(deps, { services, logger: process.env.TEST_LOGS ? { level: 'error' } : false });
  sendOriginLikeABrowser(app);
  await options.beforeReady?.(app, { config, services });
  await app.ready();
  return {
    app,
    deps,
    services,
    jobs: deps.jobs as InlineJobQueue,
    db: database.db,
    database,
    config,
    queries,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Makes `app.inject` send what a browser sends with every POST, PUT, PATCH and DELETE: an Origin header,
 * here the site's own (inject's default host), unless the test sets Origin or Sec-Fetch-Site itself. The
 * server refuses cookie-authenticated changes that name no origin (plugins/security.ts); tests that sign
 * in with a cookie act as the web app does. Tests of that rule use createInfraApp, which sends headers
 * exactly as given.
 */
function sendOriginLikeABrowser(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => ReturnType<FastifyInstance['inject']>;
  const withOrigin = (options?: InjectOptions | string): InjectOptions | string | undefined => {
    if (options === undefined || typeof options === 'string' || !UNSAFE_METHODS.has(String(options.method ?? 'GET').toUpperCase())) return options;
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    const names = Object.keys(headers).map((name) => name.toLowerCase());
    if (names.includes('origin') || names.includes('sec-fetch-site')) return options;
    const host = headers.host ?? headers.Host ?? 'localhost:80';
    return { ...options, headers: { ...headers, origin: `http://${host}` } };
  };
  app.inject = ((options?: InjectOptions | string) => inject(withOrigin(options))) as FastifyInstance['inject'];
}

/** The latest messages recorded for a recipient, newest first. */
export function outboxFor(db: Database['db'], to: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.messageIdx));
}

/** A value unique within the run (and across runs sharing one PostgreSQL), for names and e-mails. */
export function unique(prefix = ''): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** A random 010 phone number (collisions are vanishingly rare at test volumes). */
export function uniquePhone(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
