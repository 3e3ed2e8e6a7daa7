import type { ReportShape, ReportStandard } from '@ipju/contract';

/**
 * What the report builder reads: one inspection as the inspections module loads it, flattened to the facts a
 * report prints. `fromLoadedInspection` (report.adapter.ts) makes it from that module's load; tests and the
 * bench make it directly. Labels come with the codes so the builder stays a pure function.
 */
export type TaskType = 'visual' | 'level' | 'gradient' | 'thermal' | 'radon';
export type Severity = 'safety' | 'repair' | 'cosmetic';
export type Verdict = 'pass' | 'fail' | 'check';

export interface SourcePhoto {
  photoIdx: number;
  url: string;
  /** The stored file, read when a PDF or zip is made (never shown to readers). */
  fileKey: string;
  width: number | null;
  height: number | null;
  role: 'wide' | 'close' | 'scale' | null;
  annotations: ReportShape[];
}

export interface SourceTask {
  taskIdx: number;
  type: TaskType;
  spaceIdx: number | null;
  location: string;
  comment: string | null;
  /** 육안: the defect's trade, severity and description. */
  visual: { category: string; severity: Severity; description: string } | null;
  /** Measurements: what was measured (바닥 수평, 욕실 바닥 배수 경사, 라돈, 포름알데히드 ...) and the trade it belongs to. */
  measurement: {
    item: string;
    category: string;
    substance: string | null;
    /** How long an air reading was taken (분), printed beside its value: a short reading is only a screen. */
    durationMinutes?: number | null;
  } | null;
  /**
   * The verdict with its texts; `comparator` is the direction of the standard it was judged by (max: at most,
   * min: at least; null without one), so a failing reading is said to exceed or to fall short.
   */
  judgement: { verdict: Verdict; measuredText: string; allowedText: string; comparator?: 'max' | 'min' | null } | null;
  photos: SourcePhoto[];
}

export interface ReportSource {
  inspectionIdx: number;
  isSample: boolean;
  home: { complexName: string; dong: string; ho: string; areaLabel: string; visitDate: string; builder: string | null };
  company: { name: string; phone: string | null };
  inspectorName: string | null;
  residentName: string;
  opinion: string;
  spaces: { spaceIdx: number; name: string; sortOrder: number }[];
  tasks: SourceTask[];
  standards: ReportStandard[];
  /** What the report says under each measurement type's table (the inspection's standards notes). */
  typeNotes: Partial<Record<TaskType, string[]>>;
}
