import {
  DEFECT_CATEGORY_LABELS,
  INSPECTION_TYPE_LABELS,
  INSPECTION_TYPES,
  SEVERITIES,
  SEVERITY_LABELS,
  VERDICT_LABELS,
  type DefectCategory,
} from '@ipju/contract';
import type { TaskType } from './report.source';

/** The report's labels, from the inspections contract (one source for the console, the web and the report). */
export const TYPE_LABELS = INSPECTION_TYPE_LABELS;
export const TYPE_ORDER: readonly TaskType[] = INSPECTION_TYPES;
export const MEASUREMENT_TYPES: Exclude<TaskType, 'visual'>[] = ['level', 'gradient', 'thermal', 'radon'];
export { SEVERITY_LABELS, VERDICT_LABELS };
export const SEVERITY_ORDER = SEVERITIES;

export const categoryLabel = (category: string) =>
  DEFECT_CATEGORY_LABELS[category as DefectCategory] ?? DEFECT_CATEGORY_LABELS.other;
