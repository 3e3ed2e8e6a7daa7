import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { writeFindingsXlsx } from './excel.renderer';
import type { InspectionReportsService } from './inspection-reports.service';
import type { ReportRow } from './inspection-reports.repository';
import { renderReportPdf } from './pdf.renderer';
import { allFindings } from './report.findings';
import { attachment, downloadName } from './report.names';
import { renderImagesZip, renderRepairPack } from './zip.renderer';

export type DownloadKind = 'pdf' | 'excel' | 'images' | 'repair-pack';

const TYPES: Record<DownloadKind, { mime: string; ext: string; what: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', what: '사전점검보고서' },
  excel: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', what: '하자목록' },
  images: { mime: 'application/zip', ext: 'zip', what: '점검사진' },
  'repair-pack': { mime: 'application/zip', ext: 'zip', what: '하자보수신청' },
};

/** The Excel 하자 list as a stream (written row by row into it). */
function excelStream(report: ReportRow, repairs: Parameters<typeof writeFindingsXlsx>[2]): Readable {
  const out = new PassThrough();
  writeFindingsXlsx(report.document, allFindings(report.document), repairs, out).catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/**
 * Streams one rendering of a report as a download with its Korean file name. Nothing is cached: each download
 * renders from the frozen document (and the current repair checklist, which the Excel and the pack show).
 */
export async function sendDownload(reply: FastifyReply, service: InspectionReportsService, report: ReportRow, kind: DownloadKind) {
  const type = TYPES[kind];
  const photos = service.photoLoader(report);
  const stream =
    kind === 'pdf'
      ? renderReportPdf(report.document, photos)
      : kind === 'images'
        ? renderImagesZip(report.document, photos)
        : kind === 'excel'
          ? excelStream(report, await service.repairsOf(report.inspectionIdx))
          : renderRepairPack(report.document, await service.repairsOf(report.inspectionIdx), photos);
  return reply
    .header('content-type', type.mime)
    .header('content-disposition', attachment(downloadName(report.document, type.what, type.ext)))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
