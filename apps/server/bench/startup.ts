/**
 * Server start-up on existing data: `node apps/server/dist/main.js` started twice on one new data directory
 * (embedded PGlite, demo mode). The first start creates the database, migrates and seeds; the second is what
 * a restart costs, timed from spawning the process until GET /api/v2/health answers. Needs `npm run build`.
 * Run alone: `npx tsx bench/startup.ts` (in apps/server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, missingBuild, startServerProcess } from './server-process';

const TARGET_MS = 3000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function benchStartup(log: (line: string) => void) {
  log('');
  const missing = missingBuild();
  if (missing) {
    log(`server start on existing data: ${missing} is missing; run npm run build first (skipped)`);
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ipju-bench-start-'));
  try {
    log('server start-up: first start on a new data directory (creates, migrates and seeds the database)...');
    const first = await startServerProcess({ dataDir, port: await freePort() });
    await first.stop();
    const second = await startServerProcess({ dataDir, port: await freePort() });
    await second.stop();
    log(`  first start (new database): ${seconds(first.startMs)}`);
    log(
      `server start on existing data: ${seconds(second.startMs)}  (target < ${seconds(TARGET_MS)}: ${second.startMs < TARGET_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await benchStartup((line) => console.log(line));
}
