import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '../lib/paths';
import * as schema from './schema';

/**
 * The database handle every repository uses. PGlite and node-postgres share one Drizzle API; we type both
 * as the node-postgres flavour so repositories need not care which one runs.
 */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: the same query API, bound to one connection. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction, for repository functions that run inside both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL only: the connection string (lib/realtime opens its own LISTEN connection with it). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other in-memory copies from. */
  dump?(): Promise<Blob>;
  /** PGlite only: the embedded database itself (pg-boss runs its SQL through it). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  url?: string;
  /** Directory of the embedded database; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  /** A dumped PGlite data directory to start from (tests reuse one migrated snapshot). */
  pgliteSnapshot?: Blob | File;
  poolSize?: number;
  /** Sees every statement Drizzle runs (tests count queries with it: test/query-counter.ts). */
  logger?: Logger;
}

/**
 * PostgreSQL (`url`) or the embedded PGlite. Each kind's driver is imported only when it is the one opened:
 * the other would only add start-up time.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // Every calendar rule is computed in Asia/Seoul; the session time zone keeps SQL date math consistent.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      options: '-c timezone=Asia/Seoul',
    });
    // An idle connection the server closes (a restart, a failover, a dropped database) must not take the
    // process down: the pool replaces it on the next query.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
    const db = drizzlePg(pool, { schema, logger: options.logger });
    return {
      db,
      kind: 'postgres',
      url: options.url,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.pgliteDir) mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  const client = options.pgliteSnapshot
    ? new PGlite({ loadDataDir: options.pgliteSnapshot })
    : new PGlite(options.pgliteDir);
  await client.waitReady;
  await client.exec("set time zone 'Asia/Seoul'");
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    pglite: client,
  };
}
