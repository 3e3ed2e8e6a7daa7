import { api } from '@ipju/api-client';
import type { InspectionList } from '@ipju/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** Every inspection of the company, by keyword (GET /inspection?keyword=): 단지, 동·호, 입주민 이름. */
export const allInspectionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: inspectionKeys.list('all', keyword),
    queryFn: async (): Promise<InspectionList> => (await api.inspectorListInspections(keyword ? { keyword } : {})).data,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAllInspections(keyword: string, enabled = true) {
  return useQuery({ ...allInspectionsQuery(keyword), enabled });
}
