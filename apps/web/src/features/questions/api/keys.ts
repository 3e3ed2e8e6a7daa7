import type { QuestionSort, QuestionType } from '@ipju/contract';
import { userKeys } from '../../../lib/query-client';

export interface QuestionFilters {
  questionType: QuestionType | null;
  /** A service category code, or null for every service. */
  item: string | null;
  sort: QuestionSort;
}

/**
 * Every 지식인 read sits under the user's keys: questions and answers say whether I liked them and
 * whether they are mine, so they change with the signed-in user (and are dropped on sign-out).
 */
const all = () => [...userKeys.all, 'questions'] as const;

export const questionKeys = {
  all,
  /** Lists that hold question rows (the board and mine): likes patch these in place. */
  lists: () => [...all(), 'list'] as const,
  list: (filters: QuestionFilters, limit: number) =>
    [...all(), 'list', 'board', filters.questionType ?? 'all', filters.item ?? 'all', filters.sort, limit] as const,
  mine: (limit: number) => [...all(), 'list', 'mine', limit] as const,
  detail: (questionIdx: number) => [...all(), 'detail', questionIdx] as const,
};
