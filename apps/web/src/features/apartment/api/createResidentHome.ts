import { api } from '@ipju/api-client';
import type { ResidentHome } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

export interface CreateResidentHomeInput {
  apartmentIdx: number;
  areaIdx: number;
  dong?: string;
  ho?: string;
  moveInDate?: string;
  isCurrent?: boolean;
}

/** POST /residents/home: adds a home; every user-scoped read (profile, prices) follows. */
export const createResidentHomeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: CreateResidentHomeInput): Promise<ResidentHome> => (await api.createResidentHome({ body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

export function useCreateResidentHome() {
  return useMutation(createResidentHomeMutation(useQueryClient()));
}
