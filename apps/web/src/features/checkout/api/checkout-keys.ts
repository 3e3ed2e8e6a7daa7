import { userKeys } from '../../../lib/query-client';

export interface QuoteParams {
  cartIdxs: number[];
  couponIdxs: number[];
  point: number;
}

/** Query keys of the payment flow, under userKeys (gone when the signed-in user changes). */
export const checkoutKeys = {
  all: [...userKeys.all, 'checkout'] as const,
  quote: (params: QuoteParams) =>
    [...checkoutKeys.all, 'quote', [...params.cartIdxs].sort((a, b) => a - b), [...params.couponIdxs].sort((a, b) => a - b), params.point] as const,
  usableCoupons: (cartIdxs: readonly number[]) => [...checkoutKeys.all, 'usable-coupons', cartIdxs.join(',')] as const,
  order: (merchantUid: string) => [...checkoutKeys.all, 'order', merchantUid] as const,
};
