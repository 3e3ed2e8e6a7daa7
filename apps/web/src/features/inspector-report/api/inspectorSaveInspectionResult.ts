import { api } from '@ipju/api-client';
import type { InspectionDetail } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectionKeys } from '../../inspector-inspections';

/** Saves the inspector's 총평 (POST /inspection/{id}/result); the server takes it once all five types are done. */
export const saveOpinionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ inspectionIdx, opinion }: { inspectionIdx: number; opinion: string }): Promise<InspectionDetail> =>
      (await api.inspectorSaveInspectionResult({ inspectionId: inspectionIdx, body: { opinion } })).data,
    onSuccess: (inspection) => queryClient.setQueryData(inspectionKeys.detail(inspection.inspectionIdx), inspection),
  });

export function useSaveOpinion() {
  return useMutation(saveOpinionMutation(useQueryClient()));
}
