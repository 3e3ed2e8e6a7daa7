import type { InspectionType } from '@ipju/contract';
import { inspectorKeys } from '../../inspector-auth';

/** Query keys of the recording screens (under inspectorKeys.all: signing out removes them). */
export const taskKeys = {
  all: [...inspectorKeys.all, 'tasks'] as const,
  inspection: (inspectionIdx: number) => [...taskKeys.all, inspectionIdx] as const,
  list: (inspectionIdx: number, type: InspectionType) => [...taskKeys.inspection(inspectionIdx), 'list', type] as const,
  standard: (inspectionIdx: number, type: InspectionType) => [...taskKeys.inspection(inspectionIdx), 'standard', type] as const,
};
