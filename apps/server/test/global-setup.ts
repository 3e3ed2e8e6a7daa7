import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | undefined;
    pgliteSnapshotPath: string | undefined;
  }
}

/**
 * Prepares one migrated database for the run. With TEST_DATABASE_URL (CI), a fresh database is created
 * on that server, migrated, and used only as the template every test file copies its own database from
 * (file-database.ts); it and any copy a crashed file left are dropped afterwards, so leftovers of earlier
 * runs never leak in. Without it, one PGlite is migrated and dumped; each test file starts its own in-memory
 * copy from the dump.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `ipju_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    await database.close();
    project.provide('testDatabaseUrl', url.toString());
    project.provide('pgliteSnapshotPath', undefined);
    return async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      const copies = await cleanup.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${name}_f%`]);
      for (const { datname } of copies.rows) await cleanup.query(`drop database if exists ${datname} with (force)`);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ipju-test-'));
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const snapshotPath = path.join(dir, 'snapshot.tar.gz');
  writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabaseUrl', undefined);
  project.provide('pgliteSnapshotPath', snapshotPath);
  return () => rmSync(dir, { recursive: true, force: true });
}
