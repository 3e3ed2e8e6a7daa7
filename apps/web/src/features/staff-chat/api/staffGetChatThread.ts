import { api } from '@ipju/api-client';
import type { StaffChatThreadDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRequest } from '../../staff-auth';
import { staffChatKeys } from './keys';

/** One conversation with the resident beside it: name, masked phone, homes, recent orders, the attached plan. */
export const staffChatThreadQuery = (threadIdx: number) =>
  queryOptions({
    queryKey: staffChatKeys.thread(threadIdx),
    queryFn: async (): Promise<StaffChatThreadDetail> => (await api.staffGetChatThread({ threadIdx }, staffRequest())).data,
    staleTime: 0,
  });

export function useStaffChatThread(threadIdx: number, enabled = true) {
  return useQuery({ ...staffChatThreadQuery(threadIdx), enabled });
}
