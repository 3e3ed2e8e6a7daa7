import { commerceKeys } from '../../../lib/commerce-keys';
import { userKeys } from '../../../lib/query-client';

export interface QuoteParams {
  cartIdxs: number[];
  couponIdxs: number[];
  point: number;
}

/**
 * Query keys of the payment flow, under userKeys (gone when the signed-in user changes). The usable coupons sit
 * under the coupons' root, so whatever changes my coupons (a code registered here, a download on an item page)
 * refreshes them too. The order itself is the orders feature's (billingDetailQuery).
 */
export const checkoutKeys = {
  all: [...userKeys.all, 'checkout'] as const,
  quote: (params: QuoteParams) =>
    [...checkoutKeys.all, 'quote', [...params.cartIdxs].sort((a, b) => a - b), [...params.couponIdxs].sort((a, b) => a - b), params.point] as const,
  visitCheck: (cartIdxs: readonly number[], dong: string, ho: string) => [...checkoutKeys.all, 'visit-check', cartIdxs.join(','), dong, ho] as const,
  checkoutCoupons: (cartIdxs: readonly number[]) => [...commerceKeys.coupons(), 'checkout', cartIdxs.join(',')] as const,
};
