import { api } from '@ipju/api-client';
import type { ChatCannedAnswer, ChatCannedAnswerUpdateBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** Rewrites a canned answer's title or text for the whole team (PATCH /staff/chat/canned-answers/:idx). */
export const staffUpdateChatCannedAnswerMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ cannedAnswerIdx, body }: { cannedAnswerIdx: number; body: ChatCannedAnswerUpdateBody }): Promise<ChatCannedAnswer> =>
      (await api.staffUpdateChatCannedAnswer({ cannedAnswerIdx, body }, staffRequest())).data.cannedAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.canned() }),
  });

export function useStaffUpdateChatCannedAnswer() {
  return useMutation(staffUpdateChatCannedAnswerMutation(useQueryClient()));
}
