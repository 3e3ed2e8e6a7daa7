import { commerceKeys } from '../../../lib/commerce-keys';

/** Query keys of the visit dates: a partner's availability is a read about the item, under the shared items root. */
export const visitDateKeys = {
  availability: (itemIdx: number, month: string) => [...commerceKeys.items(), itemIdx, 'availability', month] as const,
};
