import type { Consultation, ConsultationBody } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consultationKeys } from './keys';
import { consultationApi } from './operations';

/** Asks for a consultation (POST /consultation); my list changes. */
export function useRequestConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConsultationBody): Promise<Consultation> => (await consultationApi.requestConsultation({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.mine() }),
  });
}
