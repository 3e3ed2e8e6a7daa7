import { api } from '@ipju/api-client';
import type { InspectionDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectorReportKeys } from './keys';

/** The inspection the report is made of: its 총평, latest report and resident (GET /inspection/{id}). */
export const reportInspectionQuery = (inspectionIdx: number) =>
  queryOptions({
    queryKey: inspectorReportKeys.inspection(inspectionIdx),
    queryFn: async (): Promise<InspectionDetail> => (await api.inspectorGetInspection({ inspectionId: inspectionIdx })).data,
    staleTime: 0,
  });

export function useReportInspection(inspectionIdx: number) {
  return useQuery(reportInspectionQuery(inspectionIdx));
}
