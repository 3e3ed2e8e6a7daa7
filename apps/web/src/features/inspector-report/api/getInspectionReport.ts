import { api, getApiConfig } from '@ipju/api-client';
import type { InspectionReportView } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectorReportKeys } from './keys';

/**
 * One frozen report as its readers get it, for the preview (GET /inspection-reports/{reportId}). That path
 * is shared with residents (cookie or link token), so the client does not add the partner credential by
 * itself; the inspection company reads its reports with it, so the console passes it along.
 */
export const reportDocumentQuery = (reportIdx: number) =>
  queryOptions({
    queryKey: inspectorReportKeys.document(reportIdx),
    queryFn: async (): Promise<InspectionReportView> => {
      const token = getApiConfig().getPartnerToken?.();
      return (await api.getInspectionReport({ reportId: reportIdx }, token ? { headers: { Authorization: `Bearer ${token}` } } : undefined)).data;
    },
    // A report version never changes once made.
    staleTime: Infinity,
  });

export function useReportDocument(reportIdx: number | null) {
  return useQuery({ ...reportDocumentQuery(reportIdx ?? 0), enabled: reportIdx !== null });
}
