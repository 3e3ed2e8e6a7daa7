import { api } from '@ipju/api-client';
import type { InspectionDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedQuery } from '../../../lib/query-client';
import { inspectionKeys } from './keys';

/**
 * One inspection with its spaces and the five types' state (GET /inspection/{id}). Kept on the phone:
 * the recording screens need its spaces and standards context when the signal drops.
 */
export const inspectionQuery = (inspectionIdx: number) =>
  queryOptions({
    queryKey: inspectionKeys.detail(inspectionIdx),
    queryFn: async (): Promise<InspectionDetail> => (await api.inspectorGetInspection({ inspectionId: inspectionIdx })).data,
    staleTime: 0,
    ...persistedQuery,
  });

export function useInspection(inspectionIdx: number) {
  return useQuery(inspectionQuery(inspectionIdx));
}
