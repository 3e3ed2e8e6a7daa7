import { userKeys } from '../../../lib/query-client';

/** Query keys of the resident's chats, under the signed-in user's root (another sign-in drops them). */
export const chatKeys = {
  all: [...userKeys.all, 'chat'] as const,
  threads: () => [...chatKeys.all, 'threads'] as const,
  thread: (threadIdx: number) => [...chatKeys.all, 'thread', threadIdx] as const,
};
