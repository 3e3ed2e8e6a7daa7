import { api } from '@ipju/api-client';
import type { CreatePlanBody, PlanApplication } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moveInPlanKeys } from './keys';

/**
 * Sends the application and gets the plan (POST /ai-recommend). The body's requestKey is made once per
 * screen, so a second tap returns the same application.
 */
export const createPlanApplicationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: CreatePlanBody): Promise<PlanApplication> => (await api.createMoveInPlan({ body })).data.application,
    onSuccess: (application) => {
      queryClient.setQueryData(moveInPlanKeys.application(application.applicationIdx), application);
      void queryClient.invalidateQueries({ queryKey: moveInPlanKeys.list() });
    },
  });

export function useCreatePlanApplication() {
  return useMutation(createPlanApplicationMutation(useQueryClient()));
}
