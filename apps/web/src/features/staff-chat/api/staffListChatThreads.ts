import { api } from '@ipju/api-client';
import type { StaffChatFilter, StaffChatThreadSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** The inbox (GET /staff/chat/threads): unanswered first (longest waiting first), then the latest. */
export const staffChatThreadsQuery = (filter: StaffChatFilter) =>
  queryOptions({
    queryKey: staffChatKeys.threads(filter),
    queryFn: async (): Promise<StaffChatThreadSummary[]> => (await api.staffListChatThreads({ filter }, staffRequest())).data.list,
    staleTime: 0,
  });

export function useStaffChatThreads(filter: StaffChatFilter) {
  return useQuery(staffChatThreadsQuery(filter));
}
