import { userKeys } from '../../../lib/query-client';

export const fireInsuranceKeys = {
  /** Mine: under the user's keys, dropped when the signed-in user changes. */
  mine: () => [...userKeys.all, 'fire-insurance-requests'] as const,
};
