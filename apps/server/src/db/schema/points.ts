import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { residents } from './residents';
import { reviews } from './reviews';

const POINT_REASON_SQL = sql.raw(
  "('referral', 'event', 'purchase', 'purchase_cancel', 'spend', 'spend_return', 'refund', 'review', 'review_cancel', 'owed_recovery')",
);

/**
 * Every change of a resident's point balance (residents.point_balance, which a check keeps at zero or
 * more). Unique indexes make the once-only grants hold under concurrency: one referral reward per new
 * account, one purchase reward and one spend per order, one return of an unpaid order's points, one
 * reward per review and one take-back of it.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    pointIdx: integer('point_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    memo: text('memo'),
    orderIdx: integer('order_idx').references(() => orders.orderIdx),
    /** For referral rewards: the neighbour who signed up with the code. */
    referredResidentIdx: integer('referred_resident_idx').references(() => residents.residentIdx),
    /** For review rewards and their take-back: the review. */
    reviewIdx: integer('review_idx').references(() => reviews.reviewIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_ledger_resident_idx').on(t.residentIdx, t.pointIdx),
    uniqueIndex('point_ledger_referral_uq')
      .on(t.referredResidentIdx)
      .where(sql`${t.reason} = 'referral'`),
    uniqueIndex('point_ledger_order_once_uq')
      .on(t.orderIdx, t.reason)
      .where(sql`${t.reason} in ('purchase', 'spend', 'spend_return')`),
    uniqueIndex('point_ledger_review_once_uq')
      .on(t.reviewIdx, t.reason)
      .where(sql`${t.reason} in ('review', 'review_cancel')`),
    check('point_ledger_review_ck', sql`${t.reason} not in ('review', 'review_cancel') or ${t.reviewIdx} is not null`),
    check('point_ledger_reason_ck', sql`${t.reason} in ${POINT_REASON_SQL}`),
    check('point_ledger_amount_ck', sql`${t.amount} <> 0 and ${t.balanceAfter} >= 0`),
    check('point_ledger_referral_ck', sql`${t.reason} <> 'referral' or ${t.referredResidentIdx} is not null`),
  ],
);

/**
 * Phone numbers that have earned a referrer the referral reward, so a number earns it once ever (SPEC: a
 * neighbour is a person, not an account). Only an HMAC-SHA256 of the number keyed by the server secret is
 * stored (modules/auth/referral-reward.ts), never the number: it cannot be turned back into the number
 * without the secret. The row outlives the account's withdrawal on purpose (withdrawal frees the number for
 * a new account, which must not bring its referrer the reward again); it holds nothing else about the person.
 * Claimed with INSERT ... ON CONFLICT DO NOTHING in the sign-up transaction before the reward is granted.
 */
export const referredPhones = pgTable('referred_phones', {
  phoneHash: text('phone_hash').primaryKey(),
  /** When the number first signed up with a referral code (the reward's time). */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A gift voucher earned by a paid order (SPEC section 1); withdrawn when the order is cancelled. */
export const vouchers = pgTable(
  'vouchers',
  {
    voucherIdx: integer('voucher_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.orderIdx),
    amount: integer('amount').notNull(),
    minAmount: integer('min_amount').notNull(),
    status: text('status', { enum: ['issued', 'withdrawn'] }).notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vouchers_order_issued_uq').on(t.orderIdx).where(sql`${t.status} = 'issued'`),
    index('vouchers_resident_idx').on(t.residentIdx),
    check('vouchers_amount_ck', sql`${t.amount} > 0`),
  ],
);
