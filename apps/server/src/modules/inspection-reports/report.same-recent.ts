import { isDeepStrictEqual } from 'node:util';
import type { DbOrTx } from '../../db/client';
import type { InspectionReportSource } from '../inspections';
import { fromLoadedInspection } from './report.adapter';
import { buildReportDocument } from './report.builder';
import * as repo from './inspection-reports.repository';
import type { ReportRow } from './inspection-reports.repository';

/**
 * How long a version just made answers a new 보고서 만들기 from unchanged records. An inspector who taps twice,
 * or taps again because the first answer was slow, means one report: a second version would reach the resident
 * as "보고서 2판" of a report that never had a first one sent. Ten minutes, like a repeated send
 * (RESEND_WINDOW_MS). After that, 다시 만들기 makes a new version even from the same records, as the inspector
 * asked for it deliberately (e.g. after the wording or standards the report prints were updated).
 */
export const SAME_REPORT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The latest version, when it was made within SAME_REPORT_WINDOW_MS and the records would make the same
 * report now: the document built from them under that version's number equals the one frozen (compared as
 * stored, since jsonb keeps neither key order nor undefined), with the same photo files. Call with the
 * inspection row locked (repo.lockInspectionRow), so concurrent creations see each other's versions.
 */
export async function sameRecentReport(
  tx: DbOrTx,
  inspectionIdx: number,
  loaded: InspectionReportSource,
  photoKeys: Record<string, string>,
  now: Date = new Date(),
): Promise<ReportRow | null> {
  const latest = await repo.latestReport(tx, inspectionIdx);
  if (!latest || now.getTime() - latest.createdAt.getTime() > SAME_REPORT_WINDOW_MS) return null;
  if (!isDeepStrictEqual(latest.photoKeys, photoKeys)) return null;
  const again = buildReportDocument(fromLoadedInspection(loaded, photoKeys), {
    reportIdx: latest.reportIdx,
    version: latest.version,
    createdAt: latest.createdAt,
  });
  return isDeepStrictEqual(JSON.parse(JSON.stringify(again)), latest.document) ? latest : null;
}
