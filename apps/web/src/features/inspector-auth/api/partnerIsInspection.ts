import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectorKeys } from './keys';

/** Whether the signed-in company is an inspection company (GET /partner/is-inspection). */
export const isInspectionQuery = () =>
  queryOptions({
    queryKey: inspectorKeys.isInspection(),
    queryFn: async () => (await api.partnerIsInspection()).data.isInspection,
    staleTime: 30 * 60 * 1000,
  });

export function useIsInspection(enabled: boolean) {
  return useQuery({ ...isInspectionQuery(), enabled });
}
