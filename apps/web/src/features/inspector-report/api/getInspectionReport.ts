import { api } from '@ipju/api-client';
import type { InspectionReportView } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectorReportKeys } from './keys';

/** One frozen report as its readers get it, for the preview (GET /inspection-reports/{reportId}). */
export const reportDocumentQuery = (reportIdx: number) =>
  queryOptions({
    queryKey: inspectorReportKeys.document(reportIdx),
    queryFn: async (): Promise<InspectionReportView> => (await api.getInspectionReport({ reportId: reportIdx })).data,
    // A report version never changes once made.
    staleTime: Infinity,
  });

export function useReportDocument(reportIdx: number | null) {
  return useQuery({ ...reportDocumentQuery(reportIdx ?? 0), enabled: reportIdx !== null });
}
