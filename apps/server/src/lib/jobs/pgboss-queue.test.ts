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
  it("is Seoul's clock: Asia/Seoul is UTC+9 on every day of the next ten years (no daylight saving)", () => {
    expect(SEOUL_CRON_ZONE).toBe('UTC+9');
    const offsetOf = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', timeZoneName: 'longOffset' });
    const offsets = new Set<string>();
    for (let day = 0; day < 3_653; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day, 12));
      offsets.add(offsetOf.formatToParts(date).find((part) => part.type === 'timeZoneName')!.value);
    }
    expect([...offsets]).toEqual(['GMT+09:00']);
  });
});
