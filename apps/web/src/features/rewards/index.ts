/** Public surface of the rewards feature (coupons, points, referral): the item page's coupons, my page's counts and the coupon code (also in the payment). */
export { ItemCoupons } from './components/ItemCoupons';
export { useCouponSummary } from './api/getCouponSummary';
export { usePointsSummary } from './api/getPoints';
export { useRegisterCouponCode } from './api/registerCouponCode';
export { COUPONS_PATH, POINTS_PATH, REFERRAL_PATH } from './paths';
export { useDownloadCoupon } from './api/downloadCoupon';
