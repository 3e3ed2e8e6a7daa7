/**
 * Query keys of the inspection photos. They sit under the inspector console's root ['inspector'], which
 * signing out removes with the rest of the console's data.
 */
export const inspectorPhotoKeys = {
  all: ['inspector', 'photos'] as const,
  ofInspection: (inspectionIdx: number) => [...inspectorPhotoKeys.all, 'inspection', inspectionIdx] as const,
  list: (inspectionIdx: number) => [...inspectorPhotoKeys.ofInspection(inspectionIdx), 'list'] as const,
  byType: (inspectionIdx: number, type: string) => [...inspectorPhotoKeys.ofInspection(inspectionIdx), 'type', type] as const,
};
