import { api } from '@ipju/api-client';
import type { CreatedReport } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectorReportKeys } from './keys';

/** Freezes the inspection's records into a new report version (POST /inspection/{id}/create/report). */
export const createReportMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ inspectionIdx }: { inspectionIdx: number }): Promise<CreatedReport> =>
      (await api.inspectorCreateReport({ inspectionId: inspectionIdx })).data,
    onSuccess: (_, { inspectionIdx }) => queryClient.invalidateQueries({ queryKey: inspectorReportKeys.inspection(inspectionIdx) }),
  });

export function useCreateReport() {
  return useMutation(createReportMutation(useQueryClient()));
}
