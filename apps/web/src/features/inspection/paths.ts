/** The resident's inspection pages (SPEC section 2). */
export const INSPECTION_INTRO_PATH = '/pre-inspection-intro';
export const INSPECTION_SAMPLE_PATH = '/pre-inspection-sample-analyze';
export const INSPECTION_REPORT_PATH = '/pre-inspection-report';

/** The catalogue category of 사전점검 (its item guide code). */
export const HOMEINSP_CODE = 'homeinsp';

/** One report: the SMS link's shape ('?report=7&token=...'), or a signed-in resident's own report. */
export function inspectionReportPath(reportIdx: number, token?: string | null): string {
  const params = new URLSearchParams({ report: String(reportIdx) });
  if (token) params.set('token', token);
  return `${INSPECTION_REPORT_PATH}?${params.toString()}`;
}

/** Following an inspection in progress ('?inspection=4'), for the resident it is for. */
export function liveInspectionPath(inspectionIdx: number): string {
  return `${INSPECTION_REPORT_PATH}?inspection=${inspectionIdx}`;
}
