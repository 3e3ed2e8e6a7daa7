import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** Removes a canned answer for the whole team (DELETE /staff/chat/canned-answers/:idx). */
export const staffDeleteChatCannedAnswerMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (cannedAnswerIdx: number): Promise<void> => {
      await api.staffDeleteChatCannedAnswer({ cannedAnswerIdx }, staffRequest());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.canned() }),
  });

export function useStaffDeleteChatCannedAnswer() {
  return useMutation(staffDeleteChatCannedAnswerMutation(useQueryClient()));
}
