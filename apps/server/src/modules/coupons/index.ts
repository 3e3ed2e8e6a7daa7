/** Coupons, and the checkout steps billing runs on a resident's copies. */
export { couponsRoutes } from './coupons.routes';
export { createCouponsService, type CouponsService } from './coupons.service';
export {
  describeCopies,
  markCouponsUsed,
  planCoupons,
  releaseCoupons,
  reserveCoupons,
  type CartLinesReader,
  type CouponLineInput,
  type CouponPlan,
} from './coupon-checkout';
export { allocate, copyExpiry } from './coupon-rules';
