import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/**
 * 무통장입금 현금영수증 asked at checkout (one per order): the type (deduction 소득공제 by phone, proof 지출증빙 by
 * business number, digits only), and its issuance through PortOne's receipt API once the deposit arrives.
 * status: requested (waiting for the deposit or for the issuer), issued, failed (retried by the
 * payments.cash_receipts job up to CASH_RECEIPT_MAX_ATTEMPTS). `claimedAt` is the lease of the run issuing it.
 */
export const cashReceipts = pgTable(
  'cash_receipts',
  {
    orderIdx: integer('order_idx')
      .primaryKey()
      .references(() => orders.orderIdx),
    type: text('type', { enum: ['deduction', 'proof'] }).notNull(),
    identifier: text('identifier').notNull(),
    status: text('status', { enum: ['requested', 'issued', 'failed'] })
      .notNull()
      .default('requested'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    receiptUrl: text('receipt_url'),
    applyNum: text('apply_num'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_receipts_status_idx').on(t.status),
    check('cash_receipts_identifier_ck', sql`${t.identifier} ~ '^[0-9]{10,11}$'`),
    check('cash_receipts_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);

/** The PortOne sandbox's issued cash receipts (POST /sandbox/portone/receipts/{imp_uid}), PortOne's receipt object. */
export const sandboxCashReceipts = pgTable('sandbox_cash_receipts', {
  impUid: text('imp_uid').primaryKey(),
  receipt: jsonb('receipt').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
