import type { PartnerQuestionFilter } from '@ipju/contract';
import { partnerKeys } from '../../partner-auth';

/** The console's 문의 keys, under partnerKeys.all (signing out removes them). */
export const partnerQuestionKeys = {
  all: () => [...partnerKeys.all, 'questions'] as const,
  lists: () => [...partnerQuestionKeys.all(), 'list'] as const,
  list: (filter: PartnerQuestionFilter) => [...partnerQuestionKeys.lists(), filter] as const,
  detail: (questionIdx: number) => [...partnerQuestionKeys.all(), 'detail', questionIdx] as const,
};
