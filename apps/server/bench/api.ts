import { benchPipelinePieces } from './api-pieces';
import { benchCheckout } from './checkout';
import { benchReviewPaging, REVIEW_COUNT } from './review-paging';
import { BROWSER_HEADERS, measure, warmUp, type LoadResult } from './load';
import { startBenchServer, type BenchServer } from './bench-server';
import { startHelloWorld } from './hello-world';

/**
 * The API's cost per request (issue 14), every figure against a plain Fastify hello-world started here in
 * the same process and run (bench/hello-world.ts): the app's bare GET /api/v2/health (its fixed cost per
 * request), GET /api/v2/items for a complex and 평형, one page of 10 reviews, checkouts (POST
 * /billings/init + POST /billings/success through the PortOne sandbox) at 20 residents with their p99 and
 * the statements one checkout runs, and review paging (a page after 100,000 reviews against the first).
 * BENCH_PIECES=1 first prints what each piece of the request pipeline costs (bench/api-pieces.ts).
 * Figures depend on the machine: compare ratios within one run, not numbers across runs.
 */

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_HEALTH_RATIO = 0.6;
const TARGET_ITEMS_RATIO = 0.4;
const TARGET_REVIEWS_RATIO = 0.25;
const TARGET_ITEMS_P99_MS = 50;
const CHECKOUT_SHOPPERS = 20;
const TARGET_CHECKOUT_P99_MS = 200;
/** Statements of one checkout (init + success), the notice dispatch job apart: 62 before issue 14. */
const TARGET_CHECKOUT_QUERIES = 45;
/** The same count on the integration branch before perf-api2 (14:55 UTC, this bench): init 18 + success 34. */
const CHECKOUT_QUERIES_BEFORE = 52;
const TARGET_PAGING_RATIO = 1.5;
const PAGING_CONNECTIONS = 20;
const REVIEW_PAGE = 10;

const COMPLEX = '잠실래미안아이파크';
const ITEMS_PATH = `/api/v2/items?complexName=${encodeURIComponent(COMPLEX)}&pyeong=34`;

/** BENCH_API_PARTS=checkout,reviews measures only those parts (the hello-world baseline always runs). */
const PARTS = new Set((process.env.BENCH_API_PARTS ?? 'fixed,checkout,reviews').split(','));

type Log = (line: string) => void;
const mark = (met: boolean) => (met ? 'met' : 'NOT met');
const row = (r: LoadResult) =>
  `${r.label.padEnd(34)} ${String(r.requestsPerSecond).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(5)} ms` +
  (r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : '');
/** Two runs of the same URL as one: mean rate, the worse p99. */
const averaged = (a: LoadResult, b: LoadResult): LoadResult => ({
  label: `${a.label} (mean of 2 runs)`,
  requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
  p99Ms: Math.max(a.p99Ms, b.p99Ms),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function logRatio(log: Log, what: string, r: LoadResult, base: LoadResult, target: number) {
  const ratio = base.requestsPerSecond ? r.requestsPerSecond / base.requestsPerSecond : 0;
  log(`ratio ${what}/hello-world: ${percent(ratio)}  (target >= ${percent(target)}: ${mark(ratio >= target)})`);
}

export async function benchApi(log: Log) {
  if (process.env.BENCH_PIECES) {
    await benchPipelinePieces(log);
    log('');
  }
  const hello = await startHelloWorld();
  const server = await startBenchServer(log);
  try {
    const health = `${server.baseUrl}/api/v2/health`;
    const items = `${server.baseUrl}${ITEMS_PATH}`;
    const probe = await fetch(items);
    if (!probe.ok) log(`warning: GET /api/v2/items?complexName=${COMPLEX}&pyeong=34 answered ${probe.status}; its figures measure that answer`);
    log(`warming up (${CONNECTIONS} connections)...`);
    await warmUp(hello.url, CONNECTIONS, BROWSER_HEADERS);
    log(`measuring ${SECONDS} s each at ${CONNECTIONS} connections on ${server.databaseKind}...`);
    // The baseline is measured before and after the app's routes and averaged: the machine is shared, and a
    // baseline taken at a quiet moment alone would tilt every ratio. The fixed part asks as a browser does
    // (accept-encoding: the item list travels compressed, as it does to every resident; docs/PERFORMANCE.md).
    const before = await measure('plain Fastify hello-world', hello.url, SECONDS, CONNECTIONS, BROWSER_HEADERS);
    let base = before;
    log('');
    if (PARTS.has('fixed')) {
      await warmUp(health, CONNECTIONS, BROWSER_HEADERS);
      await warmUp(items, CONNECTIONS, BROWSER_HEADERS);
      const bare = await measure('GET /api/v2/health', health, SECONDS, CONNECTIONS, BROWSER_HEADERS);
      const list = await measure('GET /api/v2/items (complex, 평형)', items, SECONDS, CONNECTIONS, BROWSER_HEADERS);
      base = averaged(before, await measure('plain Fastify hello-world', hello.url, SECONDS, CONNECTIONS, BROWSER_HEADERS));
      log(row(base));
      log(row(bare));
      log(row(list));
      logRatio(log, 'health', bare, base, TARGET_HEALTH_RATIO);
      logRatio(log, 'items', list, base, TARGET_ITEMS_RATIO);
      log(`items p99: ${list.p99Ms} ms  (target < ${TARGET_ITEMS_P99_MS} ms: ${mark(list.p99Ms < TARGET_ITEMS_P99_MS)})`);
    }
    if (!PARTS.has('fixed')) log(row(base));
    if (PARTS.has('checkout')) await benchCheckoutPart(log, server);
    if (PARTS.has('reviews')) await benchReviewsPart(log, server, hello.url);
    if (server.databaseKind !== 'postgres') {
      log('note: the targets are for PostgreSQL; set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure on it.');
    }
  } finally {
    await server.close();
    await hello.close();
  }
}

async function benchCheckoutPart(log: Log, server: BenchServer) {
  log('');
  log(`checkout: ${CHECKOUT_SHOPPERS} residents paying at once for ${SECONDS} s...`);
  const checkout = await benchCheckout(server.baseUrl, server.db, server.queries, server.jobs, SECONDS, CHECKOUT_SHOPPERS);
  log(
    `checkouts (init + success)    ${String(checkout.perSecond).padStart(8)} /s      p99 ${String(checkout.checkoutP99Ms).padStart(5)} ms` +
      `   (init p99 ${checkout.initP99Ms} ms, success p99 ${checkout.successP99Ms} ms; ${checkout.checkouts} paid, ${checkout.failures} failed)`,
  );
  if (checkout.firstFailure) log(`  first failure: ${checkout.firstFailure}`);
  log(
    `checkout p99: ${checkout.checkoutP99Ms} ms at ${CHECKOUT_SHOPPERS} residents  (target < ${TARGET_CHECKOUT_P99_MS} ms: ` +
      `${mark(checkout.checkouts > 0 && checkout.checkoutP99Ms < TARGET_CHECKOUT_P99_MS)})`,
  );
  const perCheckout = checkout.queries.init + checkout.queries.success;
  log(
    `queries per checkout: ${perCheckout} (init ${checkout.queries.init} + success ${checkout.queries.success}; before ${CHECKOUT_QUERIES_BEFORE})  ` +
      `(target <= ${TARGET_CHECKOUT_QUERIES} and fewer than before: ` +
      `${mark(perCheckout > 0 && perCheckout <= TARGET_CHECKOUT_QUERIES && perCheckout < CHECKOUT_QUERIES_BEFORE)})`,
  );
  log(`  + ${checkout.queries.dispatch} of the notice dispatch job after the answer (one checkout alone; under load one dispatch serves many)`);
  if (process.env.BENCH_SHOW_QUERIES) {
    // One line per statement: a statement written over several lines (the order number's claim) would print its first, empty line.
    for (const [step, list] of Object.entries(checkout.statements)) list.forEach((q, i) => log(`  ${step} ${i + 1}: ${q.replace(/\s+/g, ' ').trim()}`));
  }
}

async function benchReviewsPart(log: Log, server: BenchServer, helloUrl: string) {
  log('');
  log(`review paging: seeding ${REVIEW_COUNT.toLocaleString('en-US')} reviews of one item...`);
  const paging = await benchReviewPaging(server.baseUrl, server.db, { seconds: SECONDS, connections: PAGING_CONNECTIONS, log });
  const reviewsUrl = `${server.baseUrl}/api/v2/items/${paging.itemIdx}/reviews?sortType=latest&limit=${REVIEW_PAGE}`;
  await warmUp(reviewsUrl, CONNECTIONS);
  const helloBefore = await measure('plain Fastify hello-world', helloUrl, SECONDS, CONNECTIONS);
  const reviews = await measure(`reviews: one page of ${REVIEW_PAGE}`, reviewsUrl, SECONDS, CONNECTIONS);
  const base = averaged(helloBefore, await measure('plain Fastify hello-world', helloUrl, SECONDS, CONNECTIONS));
  log(row(base));
  log(row(reviews));
  logRatio(log, 'review page', reviews, base, TARGET_REVIEWS_RATIO);
  for (const p of paging.figures) {
    log(row(p.first));
    log(row(p.deep));
    log(
      `ratio ${p.sort} deep/first p99: ${p.ratio.toFixed(2)}  (target < ${TARGET_PAGING_RATIO}: ${mark(p.ratio < TARGET_PAGING_RATIO)});` +
        ` deep page: ${p.rangeIndex ? `index range scan from the cursor on ${p.rangeIndex}, no sort` : 'NOT an index range scan'}`,
    );
    for (const line of p.plan) log(`    ${line}`);
  }
}
