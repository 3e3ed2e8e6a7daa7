import { api } from '@ipju/api-client';
import type { Consultation, ConsultationBody } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationKeys } from './keys';

/** Asks for a consultation (POST /consultation); my list changes. */
export function useRequestConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConsultationBody): Promise<Consultation> => (await api.requestConsultation({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.mine() }),
  });
}
