import type { ApiInstance } from '../types';
import { inspectionReportRoutes } from './inspection-reports.routes';
import type { InspectionReportsService } from './inspection-reports.service';
import { inspectorReportRoutes } from './inspector.routes';

/** 사전점검 reports (docs/INSPECTION.md "Reports"): the frozen document, its PDF/Excel/zip renderings, links and the repair checklist. */
export { createInspectionReportsService, type InspectionReportsService } from './inspection-reports.service';
export { buildReportDocument } from './report.builder';
export type { ReportSource, SourcePhoto, SourceTask } from './report.source';
export { renderReportPdf, type PhotoLoader } from './pdf.renderer';
export { writeFindingsXlsx } from './excel.renderer';
export { renderImagesZip, renderRepairPack } from './zip.renderer';

export async function inspectionReportsModule(app: ApiInstance, { inspectionReports }: { inspectionReports: InspectionReportsService }) {
  await inspectorReportRoutes(app, inspectionReports);
  await inspectionReportRoutes(app, inspectionReports);
}
