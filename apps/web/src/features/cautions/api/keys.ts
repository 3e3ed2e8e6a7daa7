import { commerceKeys } from '../../../lib/commerce-keys';

export const cautionKeys = {
  /** My booked visits' precautions, under the orders' root: a cancel or a date change there refreshes them too. */
  resident: (residentIdx: number) => [...commerceKeys.orders(), 'cautions', residentIdx] as const,
  /** The general precautions a guest sees: the same for every guest. */
  guest: () => ['cautions', 'guest'] as const,
};
