import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { moveInPlanKeys } from './keys';

/** 상담 요청 (POST /ai-recommend/{id}/consult): opens (or finds) the resident's ipju 상담 thread with this plan attached. */
export const requestPlanConsultMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (applicationIdx: number): Promise<{ threadIdx: number }> => (await api.requestMoveInPlanConsult({ applicationIdx })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moveInPlanKeys.all() });
    },
  });

export function useRequestPlanConsult() {
  return useMutation(requestPlanConsultMutation(useQueryClient()));
}
