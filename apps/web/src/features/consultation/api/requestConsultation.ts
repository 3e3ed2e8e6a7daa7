import { api } from '@ipju/api-client';
import type { Consultation, ConsultationBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consultationKeys } from './keys';

/** Asks for a consultation (POST /consultation); my list changes. */
export const requestConsultationMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ConsultationBody): Promise<Consultation> => (await api.requestConsultation({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.mine() }),
  });

export function useRequestConsultation() {
  return useMutation(requestConsultationMutation(useQueryClient()));
}
