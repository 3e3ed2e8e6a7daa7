import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { seedDemoData } from '../src/seed';
import { createAppDeps } from '../src/app-deps';
import { BenchQueryCounter } from './query-count';
import { createHeldJobs, type HeldJobs } from './held-jobs';

export interface BenchServer {
  baseUrl: string;
  databaseKind: string;
  /** The server's database (the checkout benchmark creates its shoppers directly). */
  db: Db;
  /** Counts the statements the server runs (the checkout section counts one checkout). */
  queries: BenchQueryCounter;
  /** The server's in-process job queue (notice dispatch and the like), held while a checkout is counted. */
  jobs: HeldJobs;
  close(): Promise<void>;
}

/** A fresh database on the given PostgreSQL server (dropped afterwards), or PGlite in memory. */
async function freshDatabase(logger: BenchQueryCounter): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { database: await openDatabase({ logger }), drop: async () => {} };
  const name = `ipju_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20, logger });
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return { database, drop };
}

/** The whole API in this process on a free port, on a migrated and seeded database. */
export async function startBenchServer(log: (line: string) => void): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ipju-bench-'));
  const config = loadConfig({ APP_MODE: 'demo', RATE_LIMIT_MAX: '100000000', DATA_DIR: dataDir, JOB_QUEUE: 'inline' });
  const queries = new BenchQueryCounter();
  const { database, drop } = await freshDatabase(queries);
  log(`database: ${database.kind}; migrating and seeding demo data...`);
  await database.migrate();
  await seedDemoData(database.db);
  // The server logs one line per request as in production (main.ts: level info), into /dev/null: what
  // logging costs is part of what every request costs.
  const jobs = createHeldJobs();
  const app = await buildApp(createAppDeps(config, database, { jobs }), { logger: { level: 'info', file: '/dev/null' } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    databaseKind: database.kind,
    db: database.db,
    queries,
    jobs,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
