/**
 * The report document this view renders (DESIGN-13 "Report"): the frozen `InspectionReportDocument` the server
 * builds once per report version; web, PDF, Excel and zip all read the same document.
 *
 * Local mirror of the contract's shapes until `packages/contract/src/inspection-report.ts` lands on main; then
 * these types are re-exported from the contract and this file shrinks to those re-exports.
 */
export const INSPECTION_TYPES = ['visual', 'level', 'gradient', 'thermal', 'radon'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

export const SEVERITIES = ['safety', 'repair', 'cosmetic'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type Verdict = 'pass' | 'fail' | 'check';

export type VisualCategory =
  | 'wallpaper'
  | 'flooring'
  | 'tile'
  | 'window'
  | 'paint'
  | 'furniture'
  | 'plumbing'
  | 'electric'
  | 'silicone'
  | 'door'
  | 'ceiling'
  | 'other';

/** Annotation shapes, every coordinate 0-1 of the photo's width/height (the same place on screen and in the PDF). */
export type Shape =
  | { kind: 'arrow'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'circle'; x: number; y: number; rx: number; ry: number }
  | { kind: 'text'; x: number; y: number; text: string };

export interface ReportPhoto {
  photoIdx: number;
  url: string;
  width: number;
  height: number;
  role: 'wide' | 'close' | 'scale' | null;
  annotations: Shape[];
}

export interface Judgement {
  verdict: Verdict;
  measuredText: string;
  allowedText: string;
}

/** One recorded task as the report shows it (a visual defect, or a measurement that did not pass). */
export interface ReportFinding {
  taskIdx: number;
  type: InspectionType;
  spaceName: string | null;
  location: string;
  /** Visual findings only. */
  category: VisualCategory | null;
  severity: Severity | null;
  /** What was seen (visual) or what the measurement means (others). */
  description: string;
  comment: string | null;
  judgement: Judgement | null;
  photos: ReportPhoto[];
}

/** One line of a measurement type's table. */
export interface MeasurementRow {
  taskIdx: number;
  spaceName: string | null;
  location: string;
  /** What was measured: '바닥 수평 (3m)', '욕실 바닥 배수 기울기', '라돈'. */
  label: string;
  measuredText: string;
  allowedText: string;
  verdict: Verdict;
  comment: string | null;
  photos: ReportPhoto[];
}

/** An indoor-air reading against its standard (radon and the VOCs). */
export interface AirReading {
  substance: string;
  label: string;
  value: number;
  unit: string;
  limit: number | null;
  verdict: Verdict;
  measuredText: string;
  allowedText: string;
}

export interface StandardItem {
  key: string;
  label: string;
  unit: string;
  comparator: 'max' | 'min';
  limit: number;
  condition: string | null;
  region: string | null;
  source: string;
  verified: boolean;
  note: string | null;
}

export interface ReportStandard {
  type: InspectionType;
  items: StandardItem[];
  notes: string[];
}

export interface InspectionReportDocument {
  reportIdx: number;
  version: number;
  createdAt: string;
  home: { complexName: string; dong: string; ho: string; areaLabel: string; visitDate: string; builder: string | null };
  company: { name: string; phone: string | null };
  residentName: string | null;
  summary: {
    findingCount: number;
    byType: Record<InspectionType, number>;
    bySeverity: Record<Severity, number>;
    air: AirReading[];
    worst: ReportFinding[];
    opinion: string | null;
  };
  spaces: { name: string; findings: ReportFinding[] }[];
  measurements: Record<Exclude<InspectionType, 'visual'>, MeasurementRow[]>;
  standards: ReportStandard[];
  disclaimers: string[];
}
