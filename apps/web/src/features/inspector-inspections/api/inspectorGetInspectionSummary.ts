import { api } from '@ipju/api-client';
import type { InspectionSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** The console home's counts (GET /inspection/summary). */
export const inspectionSummaryQuery = () =>
  queryOptions({
    queryKey: inspectionKeys.summary(),
    queryFn: async (): Promise<InspectionSummary> => (await api.inspectorGetInspectionSummary()).data,
    staleTime: 0,
  });

export function useInspectionSummary() {
  return useQuery(inspectionSummaryQuery());
}
