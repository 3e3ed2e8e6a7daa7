import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Cancellation and refund policy per service category (`policyKey` = category code), with a 'default'
 * row for categories without their own. See refundPolicy in the contract for what each number means.
 */
export const refundPolicies = pgTable(
  'refund_policies',
  {
    policyKey: text('policy_key').primaryKey(),
    freeCancelDays: integer('free_cancel_days').notNull(),
    lateFeePercent: integer('late_fee_percent').notNull(),
    sameDayFeePercent: integer('same_day_fee_percent').notNull(),
    dateChangeDays: integer('date_change_days').notNull(),
    /** Extra words for the category (materials ordered for the home, and so on). */
    note: text('note'),
  },
  (t) => [
    check(
      'refund_policies_ck',
      sql`${t.freeCancelDays} between 0 and 60 and ${t.lateFeePercent} between 0 and 100 and ${t.sameDayFeePercent} between 0 and 100 and ${t.dateChangeDays} between 0 and 60`,
    ),
  ],
);
