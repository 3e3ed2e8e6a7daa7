import { api } from '@ipju/api-client';
import type { FireInsuranceRequest } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fireInsuranceKeys } from './keys';

/** My 화재보험 requests with their quotes, newest first (GET /residents/fire_insurance_request). */
export const myFireInsuranceRequestsQuery = () =>
  queryOptions({
    queryKey: fireInsuranceKeys.mine(),
    queryFn: async (): Promise<FireInsuranceRequest[]> => (await api.listFireInsuranceRequests()).data,
    staleTime: 0,
  });

export function useMyFireInsuranceRequests() {
  return useQuery(myFireInsuranceRequestsQuery());
}
