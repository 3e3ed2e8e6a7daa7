import { userKeys } from '../../../lib/query-client';

/**
 * A report's scope (owner, viewer) and the live page depend on who is signed in, so they sit under the user's
 * keys (dropped on sign-out); the sample is the same for everyone.
 */
const all = () => [...userKeys.all, 'inspection'] as const;

export const inspectionKeys = {
  all,
  mine: () => [...all(), 'mine'] as const,
  report: (reportIdx: number, token: string | null) => [...all(), 'report', reportIdx, token ?? 'signed-in'] as const,
  live: (inspectionIdx: number) => [...all(), 'live', inspectionIdx] as const,
  sample: () => ['inspection-sample'] as const,
};
