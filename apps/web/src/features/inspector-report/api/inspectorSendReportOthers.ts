import { api } from '@ipju/api-client';
import type { ReportRecipient, ReportSendResult, ReportSendType } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
    }): Promise<ReportSendResult> => (await api.inspectorSendReportOthers({ inspectionId: inspectionIdx, sendType, body: { recipients } })).data,
    onSuccess: (_, { inspectionIdx }) => queryClient.invalidateQueries({ queryKey: inspectorReportKeys.inspection(inspectionIdx) }),
  });

export function useSendReportOthers() {
  return useMutation(sendReportOthersMutation(useQueryClient()));
}
