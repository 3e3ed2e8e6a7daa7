import { userKeys } from './query-client';

/**
 * Query-key roots of the signed-in resident's orders, receipts, coupons and points. They live here (not in
 * a feature) because several features change them: a cancel gives coupons and points back, a payment uses
 * them, a coupon download changes the item page. Every key is under userKeys.all, so it is dropped when the
 * signed-in user changes. These reads change on the server, so their queries use staleTime 0 and every
 * mutation invalidates the roots it touches.
 */
export const commerceKeys = {
  orders: () => [...userKeys.all, 'orders'] as const,
  receipts: () => [...userKeys.all, 'receipts'] as const,
  coupons: () => [...userKeys.all, 'coupons'] as const,
  points: () => [...userKeys.all, 'points'] as const,
  referral: () => [...userKeys.all, 'referral'] as const,
};
