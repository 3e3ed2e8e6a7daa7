/** Query keys of the report screen, under the inspector console's root ['inspector'] (signing out removes them). */
export const inspectorReportKeys = {
  all: ['inspector', 'report'] as const,
  inspection: (inspectionIdx: number) => [...inspectorReportKeys.all, 'inspection', inspectionIdx] as const,
  document: (reportIdx: number) => [...inspectorReportKeys.all, 'document', reportIdx] as const,
};
