import { userKeys } from '../../../lib/query-client';

/** Under the user's keys: hearts belong to the signed-in resident and go away when they sign out. */
export const zzimKeys = {
  all: () => [...userKeys.all, 'zzims'] as const,
  /** Which items I hearted (every heart on every card reads this one query). */
  hearts: () => [...zzimKeys.all(), 'hearts'] as const,
  lists: () => [...zzimKeys.all(), 'list'] as const,
  /** My list with cards priced for a complex and 평형. */
  list: (apartmentIdx: number | null, pyeong: number | null) => [...zzimKeys.lists(), apartmentIdx, pyeong] as const,
};
