import { partnerKeys } from '../../partner-auth';

/** The console's order keys, under partnerKeys.all (signing out removes them). */
export const partnerOrderKeys = {
  all: () => [...partnerKeys.all, 'orders'] as const,
  list: (status: string | null, category: string | null) => [...partnerOrderKeys.all(), 'list', status ?? 'all', category ?? 'all'] as const,
  detail: (lineIdx: number) => [...partnerOrderKeys.all(), 'detail', lineIdx] as const,
  schedules: () => [...partnerOrderKeys.all(), 'schedules'] as const,
};
