import { api, buildUrl } from '@ipju/api-client';
import type { DownloadKind } from '../components/ReportDownloads';

/**
 * The four files of a report as links (the browser downloads them; no JSON to read). Built from the generated
 * operations' paths, with the link's token when the reader came through one.
 */
export function reportDownloadHrefs(reportIdx: number, token: string | null): Record<DownloadKind, string> {
  const params = { reportId: reportIdx, ...(token ? { token } : {}) };
  return {
    pdf: buildUrl(api.downloadInspectionReportPdf.meta, params),
    excel: buildUrl(api.downloadInspectionReportExcel.meta, params),
    images: buildUrl(api.downloadInspectionReportImages.meta, params),
    repairPack: buildUrl(api.downloadInspectionRepairPack.meta, params),
  };
}
