/**
 * npm run bench: request rate and p99 of GET /api/v2/items (a complex and 평형, demo data) beside the bare
 * GET /api/v2/health in the same server, their ratio; checkouts per second (POST /billings/init plus
 * POST /billings/success through the PortOne sandbox) with their p99; review paging (p99 of the first
 * page of an item's reviews and of a page after 100,000 reviews, their ratio, and the deep page's plan);
 * the gzip size of the home route's JavaScript; and the time and peak memory of a 사전점검 report PDF of 60
 * findings and 180 photos (bench/report-pdf.ts). Figures depend on the machine: compare ratios within
 * one run, not numbers across runs.
 */
import { benchCheckout } from './checkout';
import { benchReviewPaging, REVIEW_COUNT } from './review-paging';
import { measure, warmUp, type LoadResult } from './load';
import { startBenchServer } from './bench-server';
import { benchWebBundle } from './web-bundle';
import { benchReportPdf } from './report-pdf';
import { benchStartup } from './startup';
import { benchLighthouse } from './lighthouse';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;
const CHECKOUT_SHOPPERS = 20;
const TARGET_PAGING_RATIO = 1.5;
const PAGING_CONNECTIONS = 20;

const COMPLEX = '잠실래미안아이파크';
const ITEMS_PATH = `/api/v2/items?complexName=${encodeURIComponent(COMPLEX)}&pyeong=34`;

const log = (line: string) => console.log(line);
const mark = (met: boolean) => (met ? 'met' : 'NOT met');
const row = (r: LoadResult) =>
  `${r.label.padEnd(28)} ${String(r.requestsPerSecond).padStart(8)} req/s   p99 ${String(r.p99Ms).padStart(5)} ms` +
  (r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : '');

async function benchApi() {
  const server = await startBenchServer(log);
  try {
    const health = `${server.baseUrl}/api/v2/health`;
    const items = `${server.baseUrl}${ITEMS_PATH}`;
    const probe = await fetch(items);
    if (!probe.ok) log(`warning: GET /api/v2/items?complexName=${COMPLEX}&pyeong=34 answered ${probe.status}; its figures measure that answer`);
    log(`warming up (${CONNECTIONS} connections)...`);
    await warmUp(health, CONNECTIONS);
    await warmUp(items, CONNECTIONS);
    log(`measuring ${SECONDS} s each at ${CONNECTIONS} connections on ${server.databaseKind}...`);
    const bare = await measure('GET /api/v2/health (bare)', health, SECONDS, CONNECTIONS);
    const list = await measure('GET /api/v2/items', items, SECONDS, CONNECTIONS);
    const ratio = bare.requestsPerSecond ? list.requestsPerSecond / bare.requestsPerSecond : 0;
    log('');
    log(row(bare));
    log(row(list));
    log(`ratio items/bare: ${(ratio * 100).toFixed(1)}%  (target >= ${TARGET_RATIO * 100}%: ${mark(ratio >= TARGET_RATIO)})`);
    log(`items p99: ${list.p99Ms} ms  (target < ${TARGET_P99_MS} ms: ${mark(list.p99Ms < TARGET_P99_MS)})`);
    log('');
    log(`checkout: ${CHECKOUT_SHOPPERS} residents paying at once for ${SECONDS} s...`);
    const checkout = await benchCheckout(server.baseUrl, server.db, SECONDS, CHECKOUT_SHOPPERS);
    log(
      `checkouts (init + success)    ${String(checkout.perSecond).padStart(8)} /s      p99 ${String(checkout.checkoutP99Ms).padStart(5)} ms` +
        `   (init p99 ${checkout.initP99Ms} ms, success p99 ${checkout.successP99Ms} ms; ${checkout.checkouts} paid, ${checkout.failures} failed)`,
    );
    const perBare = bare.requestsPerSecond ? checkout.perSecond / bare.requestsPerSecond : 0;
    log(`ratio checkouts/bare requests: ${(perBare * 100).toFixed(2)}%`);
    log('');
    log(`review paging: seeding ${REVIEW_COUNT.toLocaleString('en-US')} reviews of one item...`);
    const paging = await benchReviewPaging(server.baseUrl, server.db, { seconds: SECONDS, connections: PAGING_CONNECTIONS, log });
    for (const p of paging) {
      log(row(p.first));
      log(row(p.deep));
      log(
        `ratio ${p.sort} deep/first p99: ${p.ratio.toFixed(2)}  (target < ${TARGET_PAGING_RATIO}: ${mark(p.ratio < TARGET_PAGING_RATIO)});` +
          ` deep page: ${p.rangeIndex ? `index range scan from the cursor on ${p.rangeIndex}, no sort` : 'NOT an index range scan'}`,
      );
      for (const line of p.plan) log(`    ${line}`);
    }
    if (server.databaseKind !== 'postgres') {
      log('note: the targets are for PostgreSQL; set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure on it.');
    }
  } finally {
    await server.close();
  }
}

await benchApi();
benchWebBundle(log);
log('');
await benchReportPdf(log);
await benchStartup(log);
await benchLighthouse(log);
process.exit(0);
