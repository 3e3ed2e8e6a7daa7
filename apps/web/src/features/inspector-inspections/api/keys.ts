import { inspectorKeys } from '../../inspector-auth';

export type InspectionListKind = 'check' | 'result' | 'all';
export interface ReportFilter {
  page: number;
  residentName: string;
  complexName: string;
}

/** Query keys of the inspections (all under inspectorKeys.all: signing out removes them). */
export const inspectionKeys = {
  all: [...inspectorKeys.all, 'inspections'] as const,
  summary: () => [...inspectionKeys.all, 'summary'] as const,
  lists: () => [...inspectionKeys.all, 'list'] as const,
  list: (kind: InspectionListKind, keyword = '') => [...inspectionKeys.lists(), kind, keyword] as const,
  reports: (filter: ReportFilter) => [...inspectionKeys.lists(), 'reports', filter] as const,
  detail: (inspectionIdx: number) => [...inspectionKeys.all, 'detail', inspectionIdx] as const,
  residents: (keyword: string) => [...inspectionKeys.all, 'residents', keyword] as const,
  visit: (lineIdx: number) => [...inspectionKeys.all, 'visit', lineIdx] as const,
};
