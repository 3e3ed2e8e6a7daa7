/** Public surface of the rewards feature (coupons, points, referral): the item page's coupons and my page's counts. */
export { ItemCoupons } from './components/ItemCoupons';
export { useCouponSummary } from './api/getCouponSummary';
export { usePointsSummary } from './api/getPoints';
export { COUPONS_PATH, POINTS_PATH, REFERRAL_PATH } from './paths';
