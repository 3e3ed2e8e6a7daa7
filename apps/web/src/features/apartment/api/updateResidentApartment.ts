import { api } from '@ipju/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

export interface UpdateResidentApartmentInput {
  apartmentIdx: number;
  areaIdx: number;
  dong?: string;
  ho?: string;
}

/** Saves the signed-in resident's complex and 평형 on the server (PUT /residents/apartment). */
export function useUpdateResidentApartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateResidentApartmentInput) => (await api.updateResidentApartment({ body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
