import { api } from '@ipju/api-client';
import type { PlanApplication } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moveInPlanKeys } from './keys';

/** One application with its dated plan (GET /ai-recommend/{applicationIdx}); another resident's is a 404. */
export const planApplicationQuery = (applicationIdx: number) =>
  queryOptions({
    queryKey: moveInPlanKeys.application(applicationIdx),
    queryFn: async (): Promise<PlanApplication> => (await api.getMoveInPlan({ applicationIdx })).data.application,
    staleTime: 0,
  });

export function usePlanApplication(applicationIdx: number) {
  return useQuery(planApplicationQuery(applicationIdx));
}
