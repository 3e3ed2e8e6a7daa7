import { api } from '@ipju/api-client';
import type { ChatCannedAnswer, ChatCannedAnswerBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** Adds a canned answer for the whole team (POST /staff/chat/canned-answers). */
export const staffCreateChatCannedAnswerMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ChatCannedAnswerBody): Promise<ChatCannedAnswer> =>
      (await api.staffCreateChatCannedAnswer({ body }, staffRequest())).data.cannedAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.canned() }),
  });

export function useStaffCreateChatCannedAnswer() {
  return useMutation(staffCreateChatCannedAnswerMutation(useQueryClient()));
}
