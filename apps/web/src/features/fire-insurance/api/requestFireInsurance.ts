import { api } from '@ipju/api-client';
import type { FireInsuranceRequest, FireInsuranceRequestBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fireInsuranceKeys } from './keys';

/** Asks for 화재보험 quotes for a home (POST /residents/fire_insurance_request); my list changes. */
export const requestFireInsuranceMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: FireInsuranceRequestBody): Promise<FireInsuranceRequest> => (await api.requestFireInsurance({ body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fireInsuranceKeys.mine() }),
  });

export function useRequestFireInsurance() {
  return useMutation(requestFireInsuranceMutation(useQueryClient()));
}
