import { api } from '@ipju/api-client';
import type { ChatCannedAnswer } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** The team's canned answers (GET /staff/chat/canned-answers), by title. */
export const staffCannedAnswersQuery = () =>
  queryOptions({
    queryKey: staffChatKeys.canned(),
    queryFn: async (): Promise<ChatCannedAnswer[]> => (await api.staffListChatCannedAnswers({}, staffRequest())).data.list,
    staleTime: 5 * 60 * 1000,
  });

export function useStaffCannedAnswers() {
  return useQuery(staffCannedAnswersQuery());
}
