import { userKeys } from './query-client';

/**
 * Query-key roots that several features share, so that one feature's change refreshes another's reads.
 *
 * The signed-in resident's orders, receipts, coupons and points live here (not in a feature) because several
 * features change them: a cancel gives coupons and points back, a payment uses them, a coupon download changes
 * the item page. These keys are under userKeys.all, so they are dropped when the signed-in user changes; their
 * reads change on the server, so their queries use staleTime 0 and every mutation invalidates the roots it touches.
 *
 * `items` is public (the same for everyone, not under userKeys): every read about a catalogue item (cards,
 * options, sections, availability) sits under it, and a review, which changes the cards' ratings, refreshes it.
 */
export const commerceKeys = {
  orders: () => [...userKeys.all, 'orders'] as const,
  receipts: () => [...userKeys.all, 'receipts'] as const,
  coupons: () => [...userKeys.all, 'coupons'] as const,
  points: () => [...userKeys.all, 'points'] as const,
  referral: () => [...userKeys.all, 'referral'] as const,
  items: () => ['items'] as const,
};
