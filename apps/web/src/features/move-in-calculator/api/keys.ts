import { userKeys } from '../../../lib/query-client';

/**
 * A saved calculation is opened by its link (anyone may hold one), so it is not under the user's keys; my list
 * of saved ones is.
 */
export const calculatorKeys = {
  all: () => ['move-in-calculations'] as const,
  shared: (shareToken: string) => [...calculatorKeys.all(), 'shared', shareToken] as const,
  mine: () => [...userKeys.all, 'move-in-calculations'] as const,
};
