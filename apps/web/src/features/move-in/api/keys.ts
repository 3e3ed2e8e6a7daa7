import { userKeys } from '../../../lib/query-client';

export const moveInKeys = {
  /** Mine: the home's booking and its 동's free slots, dropped when the signed-in user changes. */
  state: (homeIdx: number | null) => [...userKeys.all, 'move-in-reservation', homeIdx ?? 'current'] as const,
  all: () => [...userKeys.all, 'move-in-reservation'] as const,
};
