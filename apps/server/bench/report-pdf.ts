import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const TARGET_SECONDS = 10;
const TARGET_PEAK_MB = 500;
const DISTINCT_PHOTOS = 6;

/**
 * npm run bench's report figure: time and peak memory (the process's maximum resident set) of one report PDF of
 * 60 findings and 180 photos, measured in a child process of its own so the API benchmark's memory is not counted.
 */
export async function benchReportPdf(log: (line: string) => void): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const photoDir = path.join(tmpdir(), `ipju-bench-photos-${process.pid}`);
  mkdirSync(photoDir, { recursive: true });
  try {
    // Phone-sized photos (12 MP JPEGs with sensor-like noise, about 2-3 MB each) that the child reads from disk.
    for (let i = 0; i < DISTINCT_PHOTOS; i++) {
      const jpeg = await sharp({
        create: { width: 4032, height: 3024, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 100 + i * 12, sigma: 12 } },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      writeFileSync(path.join(photoDir, `${i}.jpg`), jpeg);
    }
    const photoMb = statSync(path.join(photoDir, '0.jpg')).size / 1024 / 1024;
    const child = spawnSync(
      process.execPath,
      ['--import', tsx, path.join(here, 'report-pdf.child.ts'), photoDir, String(DISTINCT_PHOTOS)],
      { cwd: path.join(here, '..'), encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 },
    );
    report(child, photoMb, log);
  } finally {
    rmSync(photoDir, { recursive: true, force: true });
  }
}

function report(child: ReturnType<typeof spawnSync>, photoMb: number, log: (line: string) => void) {
  const line = String(child.stdout).trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !line.startsWith('{')) {
    log(`report PDF: the benchmark failed (${child.status}): ${String(child.stderr).trim().split('\n').slice(-3).join(' ')}`);
    return;
  }
  const r = JSON.parse(line) as { findings: number; photos: number; seconds: number; peakMb: number; baselineMb: number; pdfMb: number };
  const mark = (met: boolean) => (met ? 'met' : 'NOT met');
  log(
    `report PDF: ${r.findings} findings, ${r.photos} photos of 4032x3024 (${photoMb.toFixed(1)} MB each) -> ${r.pdfMb.toFixed(1)} MB PDF`,
  );
  log(`report PDF time: ${r.seconds.toFixed(2)} s  (target < ${TARGET_SECONDS} s: ${mark(r.seconds < TARGET_SECONDS)})`);
  log(
    `report PDF peak memory: ${r.peakMb.toFixed(0)} MB resident (${r.baselineMb.toFixed(0)} MB before rendering)  (target < ${TARGET_PEAK_MB} MB: ${mark(r.peakMb < TARGET_PEAK_MB)})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchReportPdf((line) => console.log(line));
