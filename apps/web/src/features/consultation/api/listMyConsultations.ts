import type { Consultation } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationKeys } from './keys';
import { consultationApi } from './operations';

/** My consultation requests, newest first (GET /consultation). */
export const myConsultationsQuery = () =>
  queryOptions({
    queryKey: consultationKeys.mine(),
    queryFn: async (): Promise<Consultation[]> => (await consultationApi.listMyConsultations()).data,
    staleTime: 0,
  });

export function useMyConsultations() {
  return useQuery(myConsultationsQuery());
}
