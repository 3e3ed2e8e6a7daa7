/**
 * The report document this view renders: the frozen `InspectionReportDocument` (contract `inspection-report.ts`)
 * that the web page, the PDF, the Excel list, the zip and the 하자보수 pack all read. Every word a reader sees
 * (type, severity, category and verdict labels) is written into the document when it is frozen.
 *
 * Local mirror of the report helper's contract until it is on main; then this file only re-exports it.
 */
type TypeCode = 'visual' | 'level' | 'gradient' | 'thermal' | 'radon';
type VerdictCode = 'pass' | 'fail' | 'check';
type SeverityCode = 'safety' | 'repair' | 'cosmetic';

export type ReportShape =
  | { kind: 'arrow'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'circle'; x: number; y: number; rx: number; ry: number }
  | { kind: 'text'; x: number; y: number; text: string };

export interface ReportPhoto {
  photoIdx: number;
  url: string;
  width: number | null;
  height: number | null;
  role: 'wide' | 'close' | 'scale' | null;
  annotations: ReportShape[];
  fileName: string;
}

export type RepairStatus = 'open' | 'requested' | 'fixed';
export interface ReportRepair {
  status: RepairStatus;
  requestedAt: string | null;
  fixedAt: string | null;
}

export interface ReportFinding {
  no: number;
  taskIdx: number;
  type: TypeCode;
  typeLabel: string;
  spaceName: string;
  location: string;
  category: string;
  categoryLabel: string;
  severity: SeverityCode;
  severityLabel: string;
  title: string;
  description: string;
  verdict: VerdictCode | null;
  verdictLabel: string | null;
  measuredText: string | null;
  allowedText: string | null;
  photos: ReportPhoto[];
}

export interface ReportMeasurementRow {
  taskIdx: number;
  spaceName: string;
  location: string;
  item: string;
  measuredText: string;
  allowedText: string;
  verdict: VerdictCode;
  verdictLabel: string;
  comment: string | null;
  photos: ReportPhoto[];
}

export interface ReportStandard {
  type: TypeCode;
  typeLabel: string;
  label: string;
  unit: string;
  comparator: 'max' | 'min';
  limit: number;
  condition: string | null;
  source: string;
  verified: boolean;
  note: string | null;
}

export interface InspectionReportDocument {
  reportIdx: number;
  inspectionIdx: number;
  version: number;
  createdAt: string;
  isSample: boolean;
  home: { complexName: string; dong: string; ho: string; areaLabel: string; visitDate: string; builder: string | null };
  company: { name: string; phone: string | null };
  inspectorName: string | null;
  residentName: string;
  summary: {
    findingCount: number;
    byType: { type: TypeCode; label: string; taskCount: number; findingCount: number }[];
    bySeverity: { severity: SeverityCode; label: string; count: number }[];
    air: ReportMeasurementRow[];
    worst: ReportFinding[];
    opinion: string;
  };
  spaces: { name: string; findings: ReportFinding[] }[];
  measurements: { type: TypeCode; label: string; rows: ReportMeasurementRow[] }[];
  standards: ReportStandard[];
  disclaimers: string[];
}
