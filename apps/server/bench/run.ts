/**
 * npm run bench: the API's cost per request (bench/api.ts: a plain Fastify hello-world started in the same
 * run as the baseline, the app's GET /api/v2/health, GET /api/v2/items for a complex and 평형, a page of 10
 * reviews, checkouts at 20 residents with their p99 and queries per checkout, review paging); the gzip size
 * of the home route's JavaScript; and the time and peak memory of a 사전점검 report PDF of 60 findings and 180
 * photos (bench/report-pdf.ts). Every figure is printed with its target and met / NOT met. Figures depend on
 * the machine: compare ratios within one run, not numbers across runs.
 */
import { benchApi } from './api';
import { measureHomeBundle } from './web-bundle';
import { benchReportPdf } from './report-pdf';

const TARGET_BUNDLE_KB = 150;

const log = (line: string) => console.log(line);
const mark = (met: boolean) => (met ? 'met' : 'NOT met');

function benchBundle() {
  log('');
  const size = measureHomeBundle();
  if (!size) {
    log('home route JavaScript: apps/web/dist is missing; run npm run build first');
    return;
  }
  for (const f of size.files) log(`  ${f.file}  ${(f.gzipBytes / 1024).toFixed(1)} KB gzip`);
  const kb = size.totalGzipBytes / 1024;
  log(`home route JavaScript: ${kb.toFixed(1)} KB gzip  (target < ${TARGET_BUNDLE_KB} KB: ${mark(kb < TARGET_BUNDLE_KB)})`);
}

await benchApi(log);
benchBundle();
log('');
await benchReportPdf(log);
process.exit(0);
