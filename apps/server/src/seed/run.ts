/**
 * `npm run seed -w @ipju/server`: applies migrations and seeds the demo data into the configured database
 * (DATABASE_URL, or the embedded PGlite under DATA_DIR), unless it is already seeded.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createFileStorage } from '../lib/storage';
import { seedDemoData } from './index';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  const started = Date.now();
  const { seeded } = await seedDemoData(database.db, createFileStorage(config));
  console.log(seeded ? `Seeded demo data in ${Date.now() - started} ms.` : 'Demo data is already there; nothing changed.');
} finally {
  await database.close();
}
