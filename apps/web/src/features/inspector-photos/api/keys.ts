import { inspectorKeys } from '../../inspector-auth';

/** Query keys of the inspection photos, under the console's root (signing out removes them). */
export const inspectorPhotoKeys = {
  all: [...inspectorKeys.all, 'photos'] as const,
  ofInspection: (inspectionIdx: number) => [...inspectorPhotoKeys.all, 'inspection', inspectionIdx] as const,
  list: (inspectionIdx: number) => [...inspectorPhotoKeys.ofInspection(inspectionIdx), 'list'] as const,
  byType: (inspectionIdx: number, type: string) => [...inspectorPhotoKeys.ofInspection(inspectionIdx), 'type', type] as const,
};
