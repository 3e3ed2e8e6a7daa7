/**
 * Server start-up on existing data: `node apps/server/dist/main.js` started on one new data directory
 * (embedded PGlite, demo mode), once to create, migrate and seed the database, then RESTARTS times more: a
 * restart is timed from spawning the process until GET /api/v2/health answers, and the figure is their
 * median (the CPU time the process used by then is printed beside it: it varies less on a busy machine).
 * Needs `npm run build`. Run alone: `npx tsx bench/startup.ts` (in apps/server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, missingBuild, startServerProcess, type ServerProcess } from './server-process';

const TARGET_MS = 3000;
const RESTARTS = 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
    log(`  first start (new database): ${seconds(first.startMs)}`);
    const restarts: ServerProcess[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const restart = await startServerProcess({ dataDir, port: await freePort() });
      await restart.stop();
      restarts.push(restart);
    }
    const startMs = median(restarts.map((r) => r.startMs));
    const cpu = (ms: number | null) => (ms === null ? '' : `, ${seconds(ms)} CPU`);
    log(`  restarts: ${restarts.map((r) => `${seconds(r.startMs)}${cpu(r.cpuMs)}`).join('; ')}`);
    log(`server start on existing data: ${seconds(startMs)}  (target < ${seconds(TARGET_MS)}: ${startMs < TARGET_MS ? 'met' : 'NOT met'})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await benchStartup((line) => console.log(line));
}
