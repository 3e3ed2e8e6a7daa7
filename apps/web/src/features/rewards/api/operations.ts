import { api } from '@ipju/api-client';

/**
 * The generated client (functions by operationId): listMyCoupons, getCouponSummary, listItemCoupons,
 * downloadCoupon, registerCouponCode, receiveAppCoupon, getPoints, getReferralCode. Tests mock this module.
 */
export const rewardsApi = api;
