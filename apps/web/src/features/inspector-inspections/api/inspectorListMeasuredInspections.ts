import { api } from '@ipju/api-client';
import type { InspectionList } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** 결과 작성 대기 (GET /inspection/result): measured, the report still to write. */
export const resultInspectionsQuery = () =>
  queryOptions({
    queryKey: inspectionKeys.list('result'),
    queryFn: async (): Promise<InspectionList> => (await api.inspectorListMeasuredInspections()).data,
    staleTime: 0,
  });

export function useResultInspections(enabled = true) {
  return useQuery({ ...resultInspectionsQuery(), enabled });
}
