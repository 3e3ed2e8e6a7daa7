import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

export interface UpdateResidentApartmentInput {
  apartmentIdx: number;
  areaIdx: number;
  dong?: string;
  ho?: string;
}

/** Saves the signed-in resident's complex and 평형 on the server (PUT /residents/apartment); every user-scoped read follows. */
export const updateResidentApartmentMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: UpdateResidentApartmentInput) => (await api.updateResidentApartment({ body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

export function useUpdateResidentApartment() {
  return useMutation(updateResidentApartmentMutation(useQueryClient()));
}
