/**
 * Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) on the production build, signed out:
 * `/`, `/business/cleaning` and `/cart`, each run LIGHTHOUSE_RUNS times (default 3) and reported as the
 * median of each figure, since single runs vary by several points. The server is `node apps/server/dist/main.js`
 * on a new data directory and a free port, as `npm start` runs it; this builds nothing (`npm run build` first).
 * Chromium is the system's (CHROME_PATH, default /usr/bin/chromium). Run alone: `npx tsx bench/lighthouse.ts`;
 * LIGHTHOUSE_BASE_URL=http://host:port audits a server that is already running instead (another build, a
 * deployment).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, missingBuild, startServerProcess } from './server-process';

const PAGES = ['/', '/business/cleaning', '/cart'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  /** What the page moved over the network, compressed (for reading the report; no target). */
  transferKb: number;
}

/** Each figure with its target (issue 14) and how to print it. */
const FIGURES: Array<{ label: string; pick: (f: PageFigures) => number; met: (v: number) => boolean; show: (v: number) => string; target: string }> = [
  { label: 'performance', pick: (f) => f.performance, met: (v) => v >= 90, show: (v) => String(Math.round(v)), target: '>= 90' },
  { label: 'LCP', pick: (f) => f.lcpMs, met: (v) => v < 2500, show: (v) => `${(v / 1000).toFixed(1)} s`, target: '< 2.5 s' },
  { label: 'TBT', pick: (f) => f.tbtMs, met: (v) => v < 200, show: (v) => `${Math.round(v)} ms`, target: '< 200 ms' },
  { label: 'CLS', pick: (f) => f.cls, met: (v) => v < 0.1, show: (v) => v.toFixed(3), target: '< 0.1' },
  { label: 'accessibility', pick: (f) => f.accessibility, met: (v) => v >= 95, show: (v) => String(Math.round(v)), target: '>= 95' },
];

/** Tries per run: on a busy machine Lighthouse now and then loses its trace (NO_NAVSTART) and says to run again. */
const ATTEMPTS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One run in a browser of its own (a Chromium reused across runs sometimes loses the trace of a later page),
 * tried again when Lighthouse reports a failed load; the last failure is thrown.
 */
async function auditWithRetry(url: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    } finally {
      chrome.kill();
    }
  }
}

async function audit(url: string, chromePort: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: (categories.performance?.score ?? 0) * 100,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: (categories.accessibility?.score ?? 0) * 100,
    transferKb: numeric('total-byte-weight') / 1024,
  };
}

/** The production server on a new demo database, or the one LIGHTHOUSE_BASE_URL names; null when not built. */
async function serverToAudit(log: (line: string) => void): Promise<{ baseUrl: string; stop(): Promise<void> } | null> {
  const given = process.env.LIGHTHOUSE_BASE_URL;
  if (given) return { baseUrl: given.replace(/\/+$/, ''), stop: async () => {} };
  const missing = missingBuild();
  if (missing) {
    log(`Lighthouse: ${missing} is missing; run npm run build first (skipped)`);
    return null;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ipju-bench-lh-'));
  log('Lighthouse: starting the production server on a new demo database...');
  const server = await startServerProcess({ dataDir, port: await freePort() });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchLighthouse(log: (line: string) => void) {
  log('');
  const server = await serverToAudit(log);
  if (!server) return;
  try {
    log(`Lighthouse 12 on ${server.baseUrl}, mobile preset, signed out, median of ${RUNS} runs per page after one unmeasured load:`);
    for (const page of PAGES) {
      const runs: PageFigures[] = [];
      try {
        // One load first, not counted: a server that has just started compiles its code, loads the image library and
        // resizes each image once (then serves it from its disk cache); the figures are for a server that has served
        // the page before, as a live one has. Each run starts from an empty browser cache and storage (Lighthouse
        // resets them), so signed out.
        await auditWithRetry(`${server.baseUrl}${page}`);
        for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${server.baseUrl}${page}`));
      } catch (error) {
        log(`  ${page}  NOT measured: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      log(`  ${page}  (transferred ${Math.round(median(runs.map((r) => r.transferKb)))} KB)`);
      for (const figure of FIGURES) {
        const value = median(runs.map(figure.pick));
        log(
          `    ${figure.label.padEnd(14)} ${figure.show(value).padStart(8)}   (target ${figure.target}: ${figure.met(value) ? 'met' : 'NOT met'})` +
            `   runs: ${runs.map((r) => figure.show(figure.pick(r))).join(', ')}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await benchLighthouse((line) => console.log(line));
}
