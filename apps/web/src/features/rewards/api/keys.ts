import { commerceKeys } from '../../../lib/commerce-keys';

export const rewardKeys = {
  coupons: commerceKeys.coupons,
  myCoupons: () => [...commerceKeys.coupons(), 'mine'] as const,
  couponSummary: () => [...commerceKeys.coupons(), 'summary'] as const,
  /** Under the user's keys: how many copies I hold changes with the signed-in user. */
  itemCoupons: (itemIdx: number) => [...commerceKeys.coupons(), 'item', itemIdx] as const,
  points: commerceKeys.points,
  pointsList: (limit: number) => [...commerceKeys.points(), 'list', limit] as const,
  pointsSummary: () => [...commerceKeys.points(), 'summary'] as const,
  referral: (residentIdx: number) => [...commerceKeys.referral(), residentIdx] as const,
};
