import { api } from '@ipju/api-client';
import type { ResidentHome } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

/** DELETE /residents/home/{homeIdx}: when it was the current home, the newest other one becomes current. */
export const deleteResidentHomeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (homeIdx: number): Promise<ResidentHome[]> => (await api.deleteResidentHome({ homeIdx })).data.homes,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });

export function useDeleteResidentHome() {
  return useMutation(deleteResidentHomeMutation(useQueryClient()));
}
