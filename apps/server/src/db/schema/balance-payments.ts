import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/**
 * 반반 결제's second payment (잔금) of an order: its own merchantUid (`<order>_2`) and PortOne payment.
 * status: waiting (the work is not done yet), requested (the company marked the work done; AlimTalk sent,
 * due at dueAt), paid, overdue (past dueAt; still payable, staff notified). docs/COMMERCE.md, "반반 결제".
 */
export const balancePayments = pgTable(
  'balance_payments',
  {
    orderIdx: integer('order_idx')
      .primaryKey()
      .references(() => orders.orderIdx),
    merchantUid: text('merchant_uid').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['waiting', 'requested', 'paid', 'overdue'] })
      .notNull()
      .default('waiting'),
    payMethod: text('pay_method'),
    impUid: text('imp_uid'),
    pgProvider: text('pg_provider'),
    receiptUrl: text('receipt_url'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    /** When the resident was reminded the day before the due date (once; the payments.balance job). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('balance_payments_merchant_uid_uq').on(t.merchantUid), index('balance_payments_status_idx').on(t.status, t.dueAt)],
);
