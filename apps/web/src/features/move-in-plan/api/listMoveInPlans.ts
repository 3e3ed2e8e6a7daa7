import { api } from '@ipju/api-client';
import type { PlanApplicationSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { moveInPlanKeys } from './keys';

/** The resident's applications, newest first (GET /ai-recommend): what was booked changes with orders, so fresh each time. */
export const planApplicationsQuery = () =>
  queryOptions({
    queryKey: moveInPlanKeys.list(),
    queryFn: async (): Promise<PlanApplicationSummary[]> => (await api.listMoveInPlans()).data.list,
    staleTime: 0,
  });

export function usePlanApplications(enabled = true) {
  return useQuery({ ...planApplicationsQuery(), enabled });
}
