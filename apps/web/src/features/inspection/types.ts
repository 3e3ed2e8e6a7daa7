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

/** The parts of `InspectionLive` (GET /inspection/{id}/join/online, i13-core) the live page reads. */
export interface LivePhoto {
  photoIdx: number;
  url: string;
  width: number | null;
  height: number | null;
  role: 'wide' | 'close' | 'scale' | null;
  annotations: InspectionReportDocument['spaces'][number]['findings'][number]['photos'][number]['annotations'];
}

export interface LiveTask {
  taskIdx: number;
  type: 'visual' | 'level' | 'gradient' | 'thermal' | 'radon';
  typeLabel: string;
  spaceName: string | null;
  location: string;
  comment: string | null;
  values: { type: string; categoryLabel?: string; severity?: 'safety' | 'repair' | 'cosmetic'; severityLabel?: string; description?: string };
  judgement: { verdict: 'pass' | 'fail' | 'check'; verdictLabel: string; measuredText: string; allowedText: string } | null;
  photos: LivePhoto[];
  createdAt: string;
}

export interface InspectionLive {
  inspectionIdx: number;
  status: 'scheduled' | 'in_progress' | 'measured' | 'reported' | 'sent' | 'cancelled';
  statusLabel: string;
  homeLabel: string;
  areaLabel: string;
  companyName: string;
  visitDate: string | null;
  types: { type: string; label: string; state: 'writing' | 'completed'; stateLabel: string; taskCount: number }[];
  tasks: LiveTask[];
  latestReportIdx: number | null;
  updatedAt: string;
}
