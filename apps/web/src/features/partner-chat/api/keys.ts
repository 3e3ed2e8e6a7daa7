import { partnerKeys } from '../../partner-auth';

/** Query keys of the company's customer chats, under the console's root (signing out removes them). */
export const partnerChatKeys = {
  all: [...partnerKeys.all, 'chat'] as const,
  threads: () => [...partnerChatKeys.all, 'threads'] as const,
  thread: (threadIdx: number) => [...partnerChatKeys.all, 'thread', threadIdx] as const,
};
