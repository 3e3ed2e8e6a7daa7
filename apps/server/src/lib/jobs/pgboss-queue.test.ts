import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileDatabaseUrl } from '../../../test/file-database';
import { openTestDatabase } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import type { Database } from '../../db/client';
import { createPgBossQueue } from './pgboss-queue';

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
