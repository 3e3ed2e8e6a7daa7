import { partnerKeys } from '../../partner-auth';

/** The console's 방문 견적 keys, under partnerKeys.all (signing out removes them). */
export const partnerQuoteKeys = {
  all: () => [...partnerKeys.all, 'quotes'] as const,
  list: () => [...partnerQuoteKeys.all(), 'list'] as const,
};
