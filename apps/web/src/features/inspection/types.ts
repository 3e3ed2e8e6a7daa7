import type { InspectionReportDocument } from '../../components/entities/inspection-report';

/**
 * Shapes of the resident routes (contract `inspection-report.ts` of i13-report and `inspection.ts` of i13-core).
 * Local until both are on main; then this file re-exports the contract's types and REPAIR_STATUS_LABELS.
 */
export type RepairStatus = 'open' | 'requested' | 'fixed';
export interface ReportRepair {
  status: RepairStatus;
  requestedAt: string | null;
  fixedAt: string | null;
}

export interface InspectionReportView {
  document: InspectionReportDocument;
  scope: 'resident' | 'viewer' | 'inspector' | 'public';
  repairs: Record<string, ReportRepair>;
  latestReportIdx: number;
}

export interface ResidentInspection {
  inspectionIdx: number;
  complexName: string;
  dong: string;
  ho: string;
  visitDate: string;
  status: string;
  statusLabel: string;
  reportIdx: number | null;
  reportPath: string | null;
}

/** The live page reads the core contract's shapes as they are. */
export type { InspectionLive, InspectionTask as LiveTask } from '@ipju/contract';
