import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** The signed-in resident's inspections with their report links (GET /residents/inspections). */
export const myInspectionsQuery = () =>
  queryOptions({
    queryKey: inspectionKeys.mine(),
    queryFn: async () => (await api.listMyInspections()).data.inspections,
  });

export function useMyInspections() {
  return useQuery(myInspectionsQuery());
}
