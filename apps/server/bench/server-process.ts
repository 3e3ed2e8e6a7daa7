import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { WEB_DIST_DIR } from '../src/lib/paths';

/** The production server bundle (`npm run build`), the way `npm start` runs it. */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '../dist/main.js');

/** What a production build lacks, or null when the server and the web app are both built. */
export function missingBuild(): string | null {
  if (!existsSync(SERVER_MAIN)) return 'apps/server/dist/main.js';
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) return 'apps/web/dist/index.html';
  return null;
}

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** Milliseconds from spawning `node dist/main.js` until GET /api/v2/health answered 200. */
  startMs: number;
  /** CPU milliseconds (user + system) the process had used by then; null where /proc is not there. */
  cpuMs: number | null;
  /** SIGTERM, then waits for the process to close the database and exit. */
  stop(): Promise<void>;
}

const HEALTH_POLL_MS = 20;
/** Linux counts CPU time in /proc in ticks of 10 ms (USER_HZ 100). */
const MS_PER_TICK = 10;

/** User + system CPU time of a process from /proc/<pid>/stat (fields 14 and 15), or null off Linux. */
function cpuTimeMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

/**
 * Starts `node apps/server/dist/main.js` in demo mode on `dataDir` (its embedded PGlite database) and `port`,
 * and waits until the health route answers. Its log goes nowhere; the tail of stderr is kept for a failed start.
 */
export async function startServerProcess(options: { dataDir: string; port: number; timeoutMs?: number }): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      APP_MODE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      // The embedded database, as `npm start` on a fresh machine: never a DATABASE_URL from the shell.
      DATABASE_URL: '',
      RATE_LIMIT_MAX: '100000',
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = started + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering:\n${stderr}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer ${baseUrl}/api/v2/health in time:\n${stderr}`);
    }
    const healthy = await fetch(`${baseUrl}/api/v2/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    startMs,
    cpuMs: cpuTimeMs(child.pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
