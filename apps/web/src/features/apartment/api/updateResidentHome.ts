import { api } from '@ipju/api-client';
import type { ResidentHome } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

export interface UpdateResidentHomeInput {
  homeIdx: number;
  areaIdx?: number;
  dong?: string | null;
  ho?: string | null;
  moveInDate?: string | null;
  isCurrent?: true;
}

/** PATCH /residents/home/{homeIdx}: 동·호, 평형, move-in date, or making it the current home. */
export const updateResidentHomeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ homeIdx, ...body }: UpdateResidentHomeInput): Promise<ResidentHome> =>
      (await api.updateResidentHome({ homeIdx, body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

export function useUpdateResidentHome() {
  return useMutation(updateResidentHomeMutation(useQueryClient()));
}
