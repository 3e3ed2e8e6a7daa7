import { api } from '@ipju/api-client';
import type { InspectionList } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedQuery } from '../../../lib/query-client';
import { inspectionKeys } from './keys';

/** 점검 예정·진행 (GET /inspection/check-inspection): kept on the phone for a visit without signal. */
export const checkInspectionsQuery = () =>
  queryOptions({
    queryKey: inspectionKeys.list('check'),
    queryFn: async (): Promise<InspectionList> => (await api.inspectorListInspectionsToCheck()).data,
    staleTime: 0,
    ...persistedQuery,
  });

export function useCheckInspections(enabled = true) {
  return useQuery({ ...checkInspectionsQuery(), enabled });
}
