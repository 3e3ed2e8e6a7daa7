import { api } from '@ipju/api-client';
import type { InspectionStandard, InspectionType } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedQuery } from '../../../lib/query-client';
import { taskKeys } from './keys';

/**
 * The standards this inspection judges a type by, with their sources (GET /inspection/{id}/{type}/standard).
 * The inspection's own copy never changes, so it is read once and kept on the phone.
 */
export const standardQuery = (inspectionIdx: number, type: InspectionType) =>
  queryOptions({
    queryKey: taskKeys.standard(inspectionIdx, type),
    queryFn: async (): Promise<InspectionStandard> =>
      (await api.inspectorGetInspectionStandard({ inspectionId: inspectionIdx, inspectionType: type })).data,
    staleTime: 24 * 60 * 60 * 1000,
    ...persistedQuery,
  });

export function useStandard(inspectionIdx: number, type: InspectionType) {
  return useQuery(standardQuery(inspectionIdx, type));
}
