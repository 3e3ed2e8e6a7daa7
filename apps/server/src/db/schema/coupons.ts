import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { residents } from './residents';

/**
 * A coupon (a kind of discount). `issuedCount` counts copies handed out; `totalLimit` caps it (the check
 * holds under concurrency because issuing increments it with a conditional update). Eligibility: no
 * categories and no items means every service.
 */
export const coupons = pgTable(
  'coupons',
  {
    couponIdx: integer('coupon_idx').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    discountType: text('discount_type', { enum: ['fixed', 'percent'] }).notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    categoryCodes: jsonb('category_codes').$type<string[]>().notNull().default([]),
    itemIdxs: jsonb('item_idxs').$type<number[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    validDays: integer('valid_days'),
    perPersonLimit: integer('per_person_limit').notNull().default(1),
    totalLimit: integer('total_limit'),
    issuedCount: integer('issued_count').notNull().default(0),
    /** Registered with POST /coupons/get_coupon_by_code (uppercase). */
    code: text('code'),
    /** Offered on item pages (GET /coupons/{itemIdx}) for download. */
    downloadable: boolean('downloadable').notNull().default(false),
    /** Given once per account by POST /coupons/app_coupon_receive (native app). */
    appReward: boolean('app_reward').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code).where(sql`${t.code} is not null`),
    check(
      'coupons_discount_ck',
      sql`(${t.discountType} = 'fixed' and ${t.discountValue} > 0) or (${t.discountType} = 'percent' and ${t.discountValue} between 1 and 100)`,
    ),
    check('coupons_max_discount_ck', sql`${t.maxDiscount} is null or ${t.maxDiscount} > 0`),
    check('coupons_min_order_ck', sql`${t.minOrderAmount} >= 0`),
    check('coupons_limits_ck', sql`${t.perPersonLimit} >= 1 and (${t.totalLimit} is null or ${t.totalLimit} >= 0)`),
    check('coupons_issued_ck', sql`${t.issuedCount} >= 0 and (${t.totalLimit} is null or ${t.issuedCount} <= ${t.totalLimit})`),
    check('coupons_valid_ck', sql`(${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}) and (${t.validDays} is null or ${t.validDays} > 0)`),
  ],
);

/**
 * A copy of a coupon a resident holds. Available while `orderIdx` is null and it has not expired;
 * reserved by a payment in progress (orderIdx set, usedAt null); used once that payment is confirmed.
 * Reserving is a conditional update (orderIdx is null), so one copy pays for one order only.
 */
export const residentCoupons = pgTable(
  'resident_coupons',
  {
    residentCouponIdx: integer('resident_coupon_idx').primaryKey().generatedAlwaysAsIdentity(),
    couponIdx: integer('coupon_idx')
      .notNull()
      .references(() => coupons.couponIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    source: text('source', { enum: ['download', 'code', 'app', 'event', 'admin'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    orderIdx: integer('order_idx').references(() => orders.orderIdx),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('resident_coupons_resident_idx').on(t.residentIdx, t.couponIdx),
    index('resident_coupons_order_idx').on(t.orderIdx),
    check('resident_coupons_used_ck', sql`${t.usedAt} is null or ${t.orderIdx} is not null`),
  ],
);
