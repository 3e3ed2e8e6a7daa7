import { api } from '@ipju/api-client';
import type { ChatThreadStatus } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** Closes a consultation (상담 종료) or opens it again (PATCH /staff/chat/threads/{threadIdx}). */
export const staffUpdateChatThreadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ threadIdx, status }: { threadIdx: number; status: ChatThreadStatus }) =>
      (await api.staffUpdateChatThread({ threadIdx, body: { status } }, staffRequest())).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.all }),
  });

export function useStaffUpdateChatThread() {
  return useMutation(staffUpdateChatThreadMutation(useQueryClient()));
}
