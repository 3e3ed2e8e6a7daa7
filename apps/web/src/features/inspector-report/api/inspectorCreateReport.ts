import { api } from '@ipju/api-client';
import type { CreatedReport } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectionKeys } from '../../inspector-inspections';

/** Freezes the inspection's records into a new report version (POST /inspection/{id}/create/report). */
export const createReportMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ inspectionIdx }: { inspectionIdx: number }): Promise<CreatedReport> =>
      (await api.inspectorCreateReport({ inspectionId: inspectionIdx })).data,
    onSuccess: (_, { inspectionIdx }) => Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionIdx) }),
        queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() }),
      ]),
  });

export function useCreateReport() {
  return useMutation(createReportMutation(useQueryClient()));
}
