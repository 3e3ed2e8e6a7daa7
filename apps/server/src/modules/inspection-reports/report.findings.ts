import type { InspectionReportDocument, ReportFinding } from '@ipju/contract';

/** Every finding of a report in number order (the spaces list them in that order already). */
export function allFindings(report: InspectionReportDocument): ReportFinding[] {
  return report.spaces.flatMap((s) => s.findings).sort((a, b) => a.no - b.no);
}
