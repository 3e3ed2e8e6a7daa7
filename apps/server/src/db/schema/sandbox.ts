import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Payments of the PortOne-compatible sandbox (/sandbox/portone, demo mode and tests): the state the real
 * PortOne keeps on its side. Shapes follow PortOne v1's payment object.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    impUid: text('imp_uid').primaryKey(),
    merchantUid: text('merchant_uid').notNull(),
    amount: integer('amount').notNull(),
    cancelAmount: integer('cancel_amount').notNull().default(0),
    status: text('status', { enum: ['ready', 'paid', 'failed', 'cancelled'] }).notNull(),
    payMethod: text('pay_method').notNull(),
    pgProvider: text('pg_provider').notNull(),
    name: text('name'),
    buyerName: text('buyer_name'),
    buyerTel: text('buyer_tel'),
    buyerEmail: text('buyer_email'),
    vbankCode: text('vbank_code'),
    vbankName: text('vbank_name'),
    vbankNum: text('vbank_num'),
    vbankHolder: text('vbank_holder'),
    vbankDate: integer('vbank_date'),
    failReason: text('fail_reason'),
    noticeUrl: text('notice_url'),
    cancelHistory: jsonb('cancel_history').$type<Array<{ amount: number; reason: string; cancelledAt: number; refundAccount?: string }>>().notNull().default([]),
    paidAt: integer('paid_at').notNull().default(0),
    failedAt: integer('failed_at').notNull().default(0),
    cancelledAt: integer('cancelled_at').notNull().default(0),
    startedAt: integer('started_at').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_merchant_idx').on(t.merchantUid, t.createdAt)],
);
