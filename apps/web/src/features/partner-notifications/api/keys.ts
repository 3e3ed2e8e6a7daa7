import { partnerKeys } from '../../partner-auth';

/** Query keys of the company's 알림, under the console's root (signing out removes them). */
export const partnerPushKeys = {
  all: [...partnerKeys.all, 'pushes'] as const,
  list: () => [...partnerPushKeys.all, 'list'] as const,
};
