import { inspectorKeys } from '../../inspector-auth';

/** Query keys of the report screen, under the console's root (signing out removes them). */
export const inspectorReportKeys = {
  all: [...inspectorKeys.all, 'report'] as const,
  document: (reportIdx: number) => [...inspectorReportKeys.all, 'document', reportIdx] as const,
  sends: (inspectionIdx: number) => [...inspectorReportKeys.all, 'sends', inspectionIdx] as const,
};
