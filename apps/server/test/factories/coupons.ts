/**
 * Coupon factories for API tests.
 *
 *   createCoupon(db, overrides?)   -> a `coupons` row: active, fixed 10,000원, no minimum, every service,
 *                                     valid from yesterday with no end, 1 per person, no total cap, not
 *                                     downloadable, no code. Name unique.
 *   giveCoupon(db, values)         -> a `resident_coupons` copy { couponIdx, residentIdx, ...overrides }
 *                                     (source 'admin', issued now, no expiry unless given). Does not touch
 *                                     the coupon's issued_count.
 *   uniqueCouponCode()             -> an unused-looking uppercase code for code coupons.
 */
import type { Db } from '../../src/db/client';
import { coupons, residentCoupons } from '../../src/db/schema';
import { unique } from '../helpers';

const DAY_MS = 86_400_000;

export async function createCoupon(db: Db, overrides: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({
      name: `테스트 할인 쿠폰 ${unique()}`,
      description: '테스트용 쿠폰이에요.',
      discountType: 'fixed',
      discountValue: 10_000,
      validFrom: new Date(Date.now() - DAY_MS),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function giveCoupon(
  db: Db,
  values: { couponIdx: number; residentIdx: number } & Partial<typeof residentCoupons.$inferInsert>,
) {
  const [row] = await db
    .insert(residentCoupons)
    .values({ source: 'admin', ...values })
    .returning();
  return row!;
}

export const uniqueCouponCode = () => `T${unique().toUpperCase()}`;
