import { api } from '@ipju/api-client';
import type { InspectionReportPage } from '@ipju/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys, type ReportFilter } from './keys';

/** 보고서 (GET /inspection/reports): reported and sent inspections, by page, resident and complex name. */
export const inspectionReportsQuery = (filter: ReportFilter) =>
  queryOptions({
    queryKey: inspectionKeys.reports(filter),
    queryFn: async (): Promise<InspectionReportPage> =>
      (
        await api.inspectorListInspectionReports({
          page: filter.page,
          ...(filter.residentName ? { residentName: filter.residentName } : {}),
          ...(filter.complexName ? { complexName: filter.complexName } : {}),
        })
      ).data,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useInspectionReports(filter: ReportFilter, enabled = true) {
  return useQuery({ ...inspectionReportsQuery(filter), enabled });
}
