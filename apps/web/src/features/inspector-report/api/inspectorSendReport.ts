import { api } from '@ipju/api-client';
import type { ReportSendResult, ReportSendType } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectionKeys } from '../../inspector-inspections';
import { inspectorReportKeys } from './keys';

/** Sends the latest report's link to the resident (POST /inspection/{id}/report/send/{sendType}). */
export const sendReportMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ inspectionIdx, sendType }: { inspectionIdx: number; sendType: ReportSendType }): Promise<ReportSendResult> =>
      (await api.inspectorSendReport({ inspectionId: inspectionIdx, sendType })).data,
    onSuccess: (_, { inspectionIdx }) => Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionIdx) }),
        queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: inspectorReportKeys.sends(inspectionIdx) }),
      ]),
  });

export function useSendReport() {
  return useMutation(sendReportMutation(useQueryClient()));
}
