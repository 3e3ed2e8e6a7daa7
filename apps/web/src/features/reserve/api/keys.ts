import { userKeys } from '../../../lib/query-client';

/** The resident's 방문 견적 (under userKeys: dropped when the signed-in user changes). */
export const reserveKeys = {
  all: [...userKeys.all, 'reserve'] as const,
  list: () => [...reserveKeys.all, 'list'] as const,
};
