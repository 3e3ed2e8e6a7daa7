import { api } from '@ipju/api-client';
import type { PlanApplication, UpdatePlanLineBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moveInPlanKeys } from './keys';

export interface UpdatePlanLineInput {
  applicationIdx: number;
  lineIdx: number;
  body: UpdatePlanLineBody;
}

/** Moves a line to another open day in its window, or drops it / puts it back (PATCH /ai-recommend/{id}/lines/{lineIdx}). */
export const updatePlanLineMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ applicationIdx, lineIdx, body }: UpdatePlanLineInput): Promise<PlanApplication> =>
      (await api.updateMoveInPlanLine({ applicationIdx, lineIdx, body })).data.application,
    onSuccess: (application) => {
      queryClient.setQueryData(moveInPlanKeys.application(application.applicationIdx), application);
      void queryClient.invalidateQueries({ queryKey: moveInPlanKeys.list() });
    },
  });

export function useUpdatePlanLine() {
  return useMutation(updatePlanLineMutation(useQueryClient()));
}
