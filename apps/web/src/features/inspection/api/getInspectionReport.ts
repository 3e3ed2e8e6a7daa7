import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** A report with the reader's scope and checklist (GET /inspection-reports/{reportId}, ?token= from the SMS link). */
export const inspectionReportQuery = (reportIdx: number, token: string | null) =>
  queryOptions({
    queryKey: inspectionKeys.report(reportIdx, token),
    queryFn: async () => (await api.getInspectionReport({ reportId: reportIdx, ...(token ? { token } : {}) })).data,
  });

export function useInspectionReport(reportIdx: number, token: string | null) {
  return useQuery(inspectionReportQuery(reportIdx, token));
}
