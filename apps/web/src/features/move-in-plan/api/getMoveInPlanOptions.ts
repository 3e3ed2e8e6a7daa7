import { api } from '@ipju/api-client';
import type { PlanOptions } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moveInPlanKeys } from './keys';

/** What the application asks: the resident's homes and the choices of each question (GET /ai-recommend/options). */
export const planOptionsQuery = () =>
  queryOptions({
    queryKey: moveInPlanKeys.options(),
    queryFn: async (): Promise<PlanOptions> => (await api.getMoveInPlanOptions()).data,
    staleTime: 0,
  });

export function usePlanOptions() {
  return useQuery(planOptionsQuery());
}
