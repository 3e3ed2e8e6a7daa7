/** 사전점검 reports (docs/INSPECTION.md "Reports"): the frozen document, its PDF/Excel/zip renderings, links and the repair checklist. */
export { buildReportDocument } from './report.builder';
export type { ReportSource, SourcePhoto, SourceTask } from './report.source';
export { renderReportPdf, type PhotoLoader } from './pdf.renderer';
export { writeFindingsXlsx } from './excel.renderer';
export { renderImagesZip, renderRepairPack } from './zip.renderer';
