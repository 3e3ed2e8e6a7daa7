import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReportRepair } from '../types';
import { inspectionKeys } from './keys';

interface RepairInput {
  reportIdx: number;
  token: string | null;
  taskIdx: number;
  repair: ReportRepair;
}

/** A tick of the repair checklist (PATCH /inspection-reports/{reportId}/repairs/{taskIdx}); the answer is the view. */
export const updateInspectionRepairMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ reportIdx, token, taskIdx, repair }: RepairInput) =>
      (
        await api.updateInspectionRepair({
          reportId: reportIdx,
          taskIdx,
          // The link's token travels in the body, kept out of addresses and logs.
          body: { ...(token ? { token } : {}), status: repair.status, requestedAt: repair.requestedAt, fixedAt: repair.fixedAt },
        })
      ).data,
    onSuccess: (view, { reportIdx, token }) => queryClient.setQueryData(inspectionKeys.report(reportIdx, token), view),
  });

export function useUpdateInspectionRepair() {
  return useMutation(updateInspectionRepairMutation(useQueryClient()));
}
