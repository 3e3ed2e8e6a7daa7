import { api } from '@ipju/api-client';
import type { Consultation } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consultationKeys } from './keys';

/** Cancels my request while it is still 접수 완료 (PATCH /consultation/{id}/cancel). */
export const cancelConsultationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (consultationIdx: number): Promise<Consultation> => (await api.cancelConsultation({ consultationIdx })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.mine() }),
  });

export function useCancelConsultation() {
  return useMutation(cancelConsultationMutation(useQueryClient()));
}
