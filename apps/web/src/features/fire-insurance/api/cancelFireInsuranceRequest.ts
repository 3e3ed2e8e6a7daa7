import { api } from '@ipju/api-client';
import type { FireInsuranceRequest } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fireInsuranceKeys } from './keys';

/** Cancels my open request (PATCH /residents/fire_insurance_request/{requestIdx}/cancel). */
export const cancelFireInsuranceRequestMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (requestIdx: number): Promise<FireInsuranceRequest> => (await api.cancelFireInsuranceRequest({ requestIdx })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fireInsuranceKeys.mine() }),
  });

export function useCancelFireInsuranceRequest() {
  return useMutation(cancelFireInsuranceRequestMutation(useQueryClient()));
}
