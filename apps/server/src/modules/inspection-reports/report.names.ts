import type { InspectionReportDocument } from '@ipju/contract';
import { safeFileName } from './report.builder';

export const REPORT_TITLE = '사전점검 보고서';

/** A download's file name: `사전점검보고서_래미안아파트_101동1203호_v2.pdf`. */
export function downloadName(report: InspectionReportDocument, what: string, ext: string): string {
  const { complexName, dong, ho } = report.home;
  return `${safeFileName(`${what}_${complexName.replace(/\s+/g, '')}_${dong}동${ho}호_v${report.version}`)}.${ext}`;
}

/**
 * Content-Disposition for a Korean file name: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987), which
 * every current browser and the apps' webviews read.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
