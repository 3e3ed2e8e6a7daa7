import { api } from '@ipju/api-client';
import type { InspectionDetail, UpdateInspectionBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/**
 * Changes an inspection (POST /inspection/{id}): its spaces (the whole list, in order: add, rename,
 * remove, reorder), the resident it belongs to, the region and the radon rule. The answer replaces the cache.
 */
export const updateInspectionMutation = (queryClient: QueryClient, inspectionIdx: number) =>
  mutationOptions({
    mutationFn: async (body: UpdateInspectionBody): Promise<InspectionDetail> =>
      (await api.inspectorUpdateInspection({ inspectionId: inspectionIdx, body })).data,
    onSuccess: (detail) => {
      queryClient.setQueryData(inspectionKeys.detail(inspectionIdx), detail);
      void queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() });
    },
  });

export function useUpdateInspection(inspectionIdx: number) {
  const queryClient = useQueryClient();
  return useMutation(updateInspectionMutation(queryClient, inspectionIdx));
}
