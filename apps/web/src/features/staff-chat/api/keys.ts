import type { StaffChatFilter } from '@ipju/contract';
import { staffKeys } from '../../staff-auth';

/** Query keys of the staff inbox, under the staff root (signing out removes them). */
export const staffChatKeys = {
  all: [...staffKeys.all, 'chat'] as const,
  threads: (filter: StaffChatFilter) => [...staffChatKeys.all, 'threads', filter] as const,
  thread: (threadIdx: number) => [...staffChatKeys.all, 'thread', threadIdx] as const,
  canned: () => [...staffChatKeys.all, 'canned'] as const,
};
