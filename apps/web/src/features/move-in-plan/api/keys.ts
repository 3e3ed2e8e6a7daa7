import { userKeys } from '../../../lib/query-client';

/** Under the user's keys: the homes offered, the applications and their plans belong to the signed-in resident. */
export const moveInPlanKeys = {
  all: () => [...userKeys.all, 'move-in-plan'] as const,
  options: () => [...moveInPlanKeys.all(), 'options'] as const,
  list: () => [...moveInPlanKeys.all(), 'list'] as const,
  application: (applicationIdx: number) => [...moveInPlanKeys.all(), 'application', applicationIdx] as const,
};
