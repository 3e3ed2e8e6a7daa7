import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../../../test/file-database';
import { openTestDatabase } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import type { Database } from '../../db/client';
import { createPgBossQueue, SEOUL_CRON_ZONE } from './pgboss-queue';

/**
 * pg-boss on the run's PostgreSQL: a job sent is run by the worker of another queue instance (as another
 * server process would). The API tests use the in-process queue; this proves the real one.
 */
describeOnPostgres('pg-boss job queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs a job sent by one process in another', async () => {
    const url = (await fileDatabaseUrl())!;
    const sender = createPgBossQueue({ url, database });
    const worker = createPgBossQueue({ url, database });
    const seen: unknown[] = [];
    let resolveSeen: () => void;
    const done = new Promise<void>((r) => (resolveSeen = r));
    worker.work('housekeeping', async (data) => {
      seen.push(data);
      resolveSeen();
    });
    await worker.start();
    await sender.start();
    await sender.send('housekeeping', { from: 'test' });
    await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('job did not run in 20 s')), 20_000))]);
    expect(seen).toEqual([{ from: 'test' }]);
    await sender.stop();
    await worker.stop();
  });
});

describe('the zone of schedules', () => {
  // The cron parser pg-boss itself evaluates schedules with (its own dependency, resolved from pg-boss).
  const cronParser = createRequire(createRequire(import.meta.url).resolve('pg-boss'))('cron-parser') as {
    parseExpression(cron: string, options: { tz: string; currentDate: Date }): { prev(): { toISOString(): string } };
  };
  const previousRun = (cron: string, tz: string, at: string) => cronParser.parseExpression(cron, { tz, currentDate: new Date(at) }).prev().toISOString();

  it('runs a daily 06:00 schedule at 06:00 in Seoul, as the named zone would', () => {
    expect(previousRun('0 6 * * *', SEOUL_CRON_ZONE, '2026-11-27T07:00:00Z')).toBe('2026-11-26T21:00:00.000Z');
    for (const cron of ['0 6 * * *', '10 3 * * *', '30 4 * * *', '0 * * * *', '*/5 * * * *']) {
      for (const at of ['2026-01-01T00:00:00Z', '2026-06-30T14:59:00Z', '2026-12-31T15:00:00Z', '2027-03-14T17:20:00Z']) {
        expect(previousRun(cron, SEOUL_CRON_ZONE, at), `${cron} before ${at}`).toBe(previousRun(cron, 'Asia/Seoul', at));
      }
    }
  });

  it('Asia/Seoul is UTC+9 on every day of the next ten years (no daylight saving), so the fixed offset stays right', () => {
    const offsetOf = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', timeZoneName: 'longOffset' });
    const offsets = new Set<string>();
    for (let day = 0; day < 3_653; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day, 12));
      offsets.add(offsetOf.formatToParts(date).find((part) => part.type === 'timeZoneName')!.value);
    }
    expect([...offsets]).toEqual(['GMT+09:00']);
  });
});
