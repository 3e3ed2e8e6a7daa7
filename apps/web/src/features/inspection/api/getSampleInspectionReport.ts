import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** The seeded sample report residents read before buying (GET /inspection-reports/sample). */
export const sampleInspectionReportQuery = () =>
  queryOptions({
    queryKey: inspectionKeys.sample(),
    queryFn: async () => (await api.getSampleInspectionReport()).data,
    staleTime: 10 * 60_000,
  });

export function useSampleInspectionReport() {
  return useQuery(sampleInspectionReportQuery());
}
