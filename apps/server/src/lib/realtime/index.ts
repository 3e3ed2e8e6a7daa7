import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createInProcessBus } from './in-process-bus';
import { createPostgresBus } from './postgres-bus';
import type { RealtimeBus } from './types';

export type { RealtimeBus, RealtimeListener } from './types';
export { createInProcessBus } from './in-process-bus';
export { createPostgresBus } from './postgres-bus';

/**
 * The bus the database chooses: LISTEN/NOTIFY on PostgreSQL (several server processes share it), in process
 * on the embedded PGlite (one process owns it).
 */
export function createRealtimeBus(database: Pick<Database, 'db' | 'kind' | 'url'>, onError?: (error: Error) => void): RealtimeBus {
  if (database.kind !== 'postgres' || !database.url) return createInProcessBus();
  const { db } = database;
  return createPostgresBus({
    url: database.url,
    notify: async (channel, payload) => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    onError,
  });
}
