import { api } from '@ipju/api-client';
import type { Consultation } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationKeys } from './keys';

/** My consultation requests, newest first (GET /consultation). */
export const myConsultationsQuery = () =>
  queryOptions({
    queryKey: consultationKeys.mine(),
    queryFn: async (): Promise<Consultation[]> => (await api.listMyConsultations()).data,
    staleTime: 0,
  });

export function useMyConsultations() {
  return useQuery(myConsultationsQuery());
}
