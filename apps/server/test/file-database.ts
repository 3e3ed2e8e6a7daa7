import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Every test file has a PostgreSQL database of its own (CI, TEST_DATABASE_URL): a copy of the run's migrated
 * template (global-setup.ts), made on the file's first need and dropped after its last test
 * (file-database-setup.ts). Test files run side by side, and on one shared database a file's work on whole
 * tables (a dispatcher claiming the notice queue, a count of every row, a limit over all staff) met other
 * files' rows: that failed CI more than once. Copying the template takes ~0.2 s; migrating took ~0.5 s.
 * Locally (PGlite) each file starts from its own in-memory copy anyway, and this returns undefined.
 */

/** This file's database, once asked for: its URL (the name is its path). */
let creating: Promise<string> | undefined;

/** Copying fails while anyone is connected to the template: right after global setup its session may linger. */
const TEMPLATE_BUSY = '55006';
const TRIES = 20;

/** The URL of this test file's own database (made on first call), or undefined on PGlite. */
export function fileDatabaseUrl(): Promise<string | undefined> {
  const template = inject('testDatabaseUrl');
  if (!template) return Promise.resolve(undefined);
  creating ??= copyTemplate(template);
  return creating;
}

async function copyTemplate(templateUrl: string): Promise<string> {
  const templateName = new URL(templateUrl).pathname.slice(1);
  const name = `${templateName}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(templateUrl) });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${templateName}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt === TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops this file's database, if it made one; connections still open to it are ended. */
export async function dropFileDatabase(): Promise<void> {
  // A copy that failed made no database (its error already failed the file).
  const url = await creating?.catch(() => undefined);
  creating = undefined;
  if (!url) return;
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Where CREATE and DROP DATABASE run (they cannot while connected to the database they name): the server's
 * database TEST_DATABASE_URL names, as global-setup.ts uses it.
 */
function adminUrl(url: string): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
}
