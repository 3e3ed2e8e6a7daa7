import { setImmediate as letRequestsIn } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { JobHandler, JobName, JobQueue } from './types';

/**
 * The zone schedules are written in: Seoul's clock, as the fixed offset UTC+9 rather than 'Asia/Seoul'. Korea has
 * kept UTC+9 without daylight saving since 1988, so both name the same times (pgboss-queue.test.ts checks the
 * premise). Why not the name: pg-boss checks every schedule every 30 s (and once at start) by asking cron-parser
 * for its previous run, and with a named zone cron-parser converts through Intl at every step it walks back:
 * 10-27 ms per daily schedule on a slow machine against 4-7 ms with the fixed offset, about 0.3 s of the
 * server's start-up spent on the thread that answers requests (docs/PERFORMANCE.md).
 */
export const SEOUL_CRON_ZONE = 'UTC+9';

export interface PgBossQueueOptions {
  /** PostgreSQL connection string; without it pg-boss runs its SQL through the embedded database. */
  url?: string;
  database: Database;
  /** Logs a failed job (pg-boss retries it). */
  onError?: (error: unknown, job: JobName) => void;
}

/**
 * Jobs on PostgreSQL with pg-boss 10 (Node 20). On PostgreSQL it opens its own small pool; on PGlite it
 * runs its SQL through the embedded database (parameterless multi-statement SQL, as its migrations send,
 * must go through `exec`). Handlers receive batches so that one poll can run several jobs.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const handlers = new Map<JobName, JobHandler>();
  const schedules: Array<[JobName, string]> = [];
  const common = {
    schema: 'pgboss',
    application_name: 'ipju-jobs',
    // Maintenance (archiving, deleting old jobs) runs in whichever process holds pg-boss's lock.
    supervise: true,
    migrate: true,
    schedule: true,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    deleteAfterDays: 7,
  } as const;
  const boss = options.url
    ? new PgBoss({ ...common, connectionString: options.url, max: 4 })
    : new PgBoss({ ...common, db: pgliteExecutor(options.database) });
  boss.on('error', (error) => options.onError?.(error, 'housekeeping'));
  let started = false;

  return {
    kind: 'pgboss',
    async send(name, data = {}, sendOptions = {}) {
      await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    schedule(name, cron) {
      schedules.push([name, cron]);
    },
    // Runs after the server listens. On PGlite each statement holds the event loop (the database runs in this
    // thread), so the steps let waiting requests in between them, and queues that exist are not created again
    // (create_queue is a PL/pgSQL call that costs ~0.1 s on PGlite even when it does nothing).
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      await letRequestsIn();
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      for (const name of new Set<JobName>([...handlers.keys(), ...schedules.map(([n]) => n)])) {
        if (existing.has(name)) continue;
        await boss.createQueue(name);
        await letRequestsIn();
      }
      for (const [name, handler] of handlers) {
        await letRequestsIn();
        await boss.work<Record<string, unknown>>(name, { batchSize: 5, pollingIntervalSeconds: 2 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data ?? {});
            } catch (error) {
              options.onError?.(error, name);
              throw error;
            }
          }
        });
      }
      for (const [name, cron] of schedules) {
        await letRequestsIn();
        await boss.schedule(name, cron, {}, { tz: SEOUL_CRON_ZONE });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** pg-boss's database adapter over the embedded PGlite (see STACK-NOTES). */
function pgliteExecutor(database: Database): PgBoss.Db {
  const client = database.pglite;
  if (!client) throw new Error('pg-boss without a connection string needs the embedded database');
  return {
    async executeSql(text: string, values: unknown[]) {
      if (!values?.length && text.includes(';')) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values ?? []);
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}
