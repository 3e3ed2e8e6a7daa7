import { api } from '@ipju/api-client';
import type { ReportSendList } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectorReportKeys } from './keys';

/** Every report link sent for the inspection, newest first, addresses masked (GET /inspection/{id}/report/sends). */
export const reportSendsQuery = (inspectionIdx: number) =>
  queryOptions({
    queryKey: inspectorReportKeys.sends(inspectionIdx),
    queryFn: async (): Promise<ReportSendList> => (await api.inspectorListReportSends({ inspectionId: inspectionIdx })).data,
  });

export function useReportSends(inspectionIdx: number) {
  return useQuery(reportSendsQuery(inspectionIdx));
}
