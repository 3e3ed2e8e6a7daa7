import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './load';
import { startBenchServer } from './bench-server';
import { startHelloWorld } from './hello-world';

/**
 * The server's own CPU time per request (issue 14's fixed cost), less sensitive to a shared machine's load than
 * req/s: the bench server and the hello-world run on this process's main thread, autocannon in a worker
 * thread; the main thread's utime + stime (from /proc) over a run, divided by the requests answered, is what
 * one request costs the server. Run with `npx tsx bench/fixed-cpu.ts` from apps/server (PostgreSQL through
 * BENCH_DATABASE_URL or TEST_DATABASE_URL); FIXED_CPU_ROUNDS rounds of FIXED_CPU_SECONDS per route, in turns.
 * The hello-world's CPU per request over the route's is the ratio the route would reach were the server's
 * thread the only thing running.
 */

const ROUNDS = Number(process.env.FIXED_CPU_ROUNDS ?? 3);
const SECONDS = Number(process.env.FIXED_CPU_SECONDS ?? 5);
const CONNECTIONS = 50;
const TICKS_PER_SECOND = 100;
const ITEMS_PATH = `/api/v2/items?complexName=${encodeURIComponent('잠실래미안아이파크')}&pyeong=34`;

/** A thread's CPU seconds so far (user + system), from /proc/self/task/<tid>/stat. */
function threadCpuSeconds(tid: string | number): number {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const mainThreadCpuSeconds = () => threadCpuSeconds(process.pid);

async function run(url: string) {
  const cpuBefore = mainThreadCpuSeconds();
  const processBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, headers: { ...BROWSER_HEADERS } });
  const cpu = mainThreadCpuSeconds() - cpuBefore;
  const processUsage = process.cpuUsage(processBefore);
  const requests = result.requests.total;
  return {
    perSecond: Math.round(result.requests.average),
    microsPerRequest: (cpu * 1e6) / requests,
    otherMicros: (processUsage.user + processUsage.system - cpu * 1e6) / requests,
    cpuShare: cpu / SECONDS,
    bad: result.non2xx + result.errors,
  };
}

const log = (line: string) => console.log(line);
const hello = await startHelloWorld();
const server = await startBenchServer(log);
const allRoutes = { hello: hello.url, health: `${server.baseUrl}/api/v2/health`, items: `${server.baseUrl}${ITEMS_PATH}` };
/** FIXED_CPU_ROUTES=hello,health picks routes (all three by default). */
const picked = new Set((process.env.FIXED_CPU_ROUTES ?? 'hello,health,items').split(','));
const routes = Object.fromEntries(Object.entries(allRoutes).filter(([name]) => picked.has(name)));
try {
  for (const url of Object.values(routes)) await autocannon({ url, connections: CONNECTIONS, duration: 3, workers: 1, headers: { ...BROWSER_HEADERS } });
  const all: Record<string, number[]> = { hello: [], health: [], items: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of Object.entries(routes)) {
      const r = await run(url);
      all[name]!.push(r.microsPerRequest);
      log(
        `round ${round + 1} ${name.padEnd(6)} ${String(r.perSecond).padStart(7)} req/s  ${r.microsPerRequest.toFixed(1).padStart(6)} µs CPU/request` +
          `  (thread busy ${(r.cpuShare * 100).toFixed(0)}%; other threads ${r.otherMicros.toFixed(1)} µs/request${r.bad ? `, ${r.bad} bad` : ''})`,
      );
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const h = all.hello!.length ? median(all.hello!) : NaN;
  for (const name of Object.keys(routes)) {
    const m = median(all[name]!);
    log(`median ${name.padEnd(6)} ${m.toFixed(1).padStart(6)} µs CPU/request  (hello-world/route: ${((h / m) * 100).toFixed(1)}%)`);
  }
  log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
} finally {
  await server.close();
  await hello.close();
}
process.exit(0);
