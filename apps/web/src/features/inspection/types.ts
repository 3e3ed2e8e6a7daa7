/** The resident routes' shapes, from the contract (reports: inspection-report.ts; the live view: inspection.ts). */
export type { InspectionReportView, RepairStatus, ReportRepair, ResidentInspection } from '@ipju/contract';
export type { InspectionLive, InspectionTask as LiveTask } from '@ipju/contract';
