import { api } from '@ipju/api-client';
import type { ReportRecipient, ReportSendResult, ReportSendType } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectionKeys } from '../../inspector-inspections';
import { inspectorReportKeys } from './keys';

/** Sends a read-only report link to up to five others (POST /inspection/{id}/report/send/{sendType}/others). */
export const sendReportOthersMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({
      inspectionIdx,
      sendType,
      recipients,
    }: {
      inspectionIdx: number;
      sendType: ReportSendType;
      recipients: ReportRecipient[];
    }): Promise<ReportSendResult> => (await api.inspectorSendReportToOthers({ inspectionId: inspectionIdx, sendType, body: { recipients } })).data,
    onSuccess: (_, { inspectionIdx }) => Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionIdx) }),
        queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: inspectorReportKeys.sends(inspectionIdx) }),
      ]),
  });

export function useSendReportOthers() {
  return useMutation(sendReportOthersMutation(useQueryClient()));
}
