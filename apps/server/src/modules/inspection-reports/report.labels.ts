import {
  DEFECT_CATEGORY_LABELS,
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  SEVERITY_LABELS as CONTRACT_SEVERITY_LABELS,
  VERDICT_LABELS,
  type DefectCategory,
  type Severity,
} from '@ipju/contract';
import type { TaskType } from './report.source';

/** The report's labels, from the inspections contract (one source for the console, the web and the report). */
export const TYPE_LABELS = INSPECTION_TYPE_LABELS;
export const TYPE_ORDER: readonly TaskType[] = INSPECTION_TYPES;
export const MEASUREMENT_TYPES: Exclude<TaskType, 'visual'>[] = ['level', 'gradient', 'thermal', 'radon'];
export { VERDICT_LABELS };
/**
 * A finding's weight as the report counts it: the 육안 severities, and 확인 필요 (the verdict's own word) for a
 * measurement only to be confirmed, counted under that name rather than as a repair. Worst first.
 */
export type FindingSeverity = Severity | 'check';
export const SEVERITY_LABELS: Record<FindingSeverity, string> = { ...CONTRACT_SEVERITY_LABELS, check: VERDICT_LABELS.check };
export const SEVERITY_ORDER: readonly FindingSeverity[] = ['safety', 'repair', 'check', 'cosmetic'];

export const categoryLabel = (category: string) =>
  DEFECT_CATEGORY_LABELS[category as DefectCategory] ?? DEFECT_CATEGORY_LABELS.other;
