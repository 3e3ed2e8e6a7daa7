import {
  inspectorDownloadReport,
  inspectorDownloadReportExcel,
  inspectorDownloadReportImages,
  requestFile,
  type FileResult,
} from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export type ReportFileKind = 'pdf' | 'excel' | 'images';

/**
 * The latest report as a file: PDF (POST /inspection/download/report), the Excel 하자 list
 * (GET /inspection/{id}/download/excel) or the photos by space (GET /inspection/{id}/download/images).
 * These three operations answer files, so they go through the client's requestFile, with the same
 * credential and error handling as every other call.
 */
export function downloadReportFile(kind: ReportFileKind, inspectionIdx: number): Promise<FileResult> {
  if (kind === 'pdf') return requestFile(inspectorDownloadReport.meta, { body: { inspectionId: inspectionIdx } });
  if (kind === 'excel') return requestFile(inspectorDownloadReportExcel.meta, { inspectionId: inspectionIdx });
  return requestFile(inspectorDownloadReportImages.meta, { inspectionId: inspectionIdx });
}

export const downloadReportMutation = () =>
  mutationOptions({
    mutationFn: ({ kind, inspectionIdx }: { kind: ReportFileKind; inspectionIdx: number }) => downloadReportFile(kind, inspectionIdx),
  });

export function useDownloadReport() {
  return useMutation(downloadReportMutation());
}
