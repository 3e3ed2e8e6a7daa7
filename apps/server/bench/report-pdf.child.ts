/**
 * One report PDF of 60 findings and 180 phone-sized photos (the JPEGs report-pdf.ts wrote to the folder given as
 * argument), rendered in this process alone so that its peak memory is the PDF's: prints one JSON line.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buildReportDocument, renderReportPdf } from '../src/modules/inspection-reports';
import { reportSource } from '../test/factories/inspection-reports';

// 56 육안 defects and the fixture's 4 measurement findings make 60; 178 photos on the defects and the
// fixture's 2 on measurements make 180.
const VISUAL_FINDINGS = 56;
const photosOf = (i: number) => (i < 10 ? 4 : 3);

const photoDir = process.argv[2]!;
const DISTINCT_PHOTOS = Number(process.argv[3]);
const source = reportSource({ findings: VISUAL_FINDINGS, photosPerFinding: photosOf });
const report = buildReportDocument(source, { reportIdx: 1, version: 1, createdAt: new Date() });
const photoCount = source.tasks.reduce((n, t) => n + t.photos.length, 0);
const findingCount = report.summary.findingCount;
const baselineMb = process.memoryUsage().rss / 1024 / 1024;

let bytes = 0;
const started = performance.now();
await pipeline(
  // Each photo is read from disk when drawn, as local storage does.
  renderReportPdf(report, (p) => readFile(path.join(photoDir, `${p.photoIdx % DISTINCT_PHOTOS}.jpg`))),
  new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done();
    },
  }),
);
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({ findings: findingCount, photos: photoCount, seconds, peakMb, baselineMb, pdfMb: bytes / 1024 / 1024 }),
);
process.exit(0);
