/**
 * npm run bench: the API's cost per request (bench/api.ts: a plain Fastify hello-world started in the same
 * run as the baseline, the app's GET /api/v2/health, GET /api/v2/items for a complex and 평형, a page of 10
 * reviews, checkouts at 20 residents with their p99 and queries per checkout, review paging); the gzip size
 * of the home route's JavaScript; and the time and peak memory of a 사전점검 report PDF of 60 findings and 180
 * photos (bench/report-pdf.ts). Every figure is printed with its target and met / NOT met. Figures depend on
 * the machine: compare ratios within one run, not numbers across runs. Then the server's start time on existing
 * data (bench/startup.ts) and Lighthouse on the three public pages (bench/lighthouse.ts).
 */
import { benchApi } from './api';
import { benchWebBundle } from './web-bundle';
import { benchReportPdf } from './report-pdf';
import { benchStartup } from './startup';
import { benchLighthouse } from './lighthouse';

const log = (line: string) => console.log(line);

await benchApi(log);
benchWebBundle(log);
log('');
await benchReportPdf(log);
await benchStartup(log);
await benchLighthouse(log);
process.exit(0);
