import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { partners } from './partners';
import { apartmentAreas, apartments } from './places';

/** An option of an offline order as it was chosen (names and prices kept, so a later catalogue edit changes nothing). */
export interface OfflineOrderOption {
  optionIdx: number;
  groupName: string;
  name: string;
  price: number;
}

/**
 * 오프라인 주문: a job a company sold outside ipju and entered in its console; the resident pays it through a
 * payment link (docs/PARTNER.md). `version` goes up whenever the amount or the service changes, so a link
 * sent for an older version stops working; `merchantUid` is the current version's PortOne order number.
 * Paid exactly once: `status` moves pending -> paid with a conditional update that names the version.
 */
export const offlineOrders = pgTable(
  'offline_orders',
  {
    offlineIdx: integer('offline_idx').primaryKey().generatedAlwaysAsIdentity(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    options: jsonb('options').$type<OfflineOrderOption[]>().notNull(),
    customerName: text('customer_name').notNull(),
    /** Digits only; a resident whose residents.phone is this number sees the paid order in their orders. */
    customerPhone: text('customer_phone').notNull(),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx),
    areaIdx: integer('area_idx').references(() => apartmentAreas.areaIdx),
    pyeong: integer('pyeong'),
    dong: text('dong').notNull(),
    ho: text('ho').notNull(),
    amount: integer('amount').notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    visitHour: smallint('visit_hour'),
    memo: text('memo').notNull().default(''),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] }).notNull().default('pending'),
    version: integer('version').notNull().default(1),
    merchantUid: text('merchant_uid').notNull(),
    /** When the resident last opened the payment window; the reconcile job asks PortOne about these orders. */
    paymentOpenedAt: timestamp('payment_opened_at', { withTimezone: true }),
    impUid: text('imp_uid'),
    payMethod: text('pay_method'),
    paidAmount: integer('paid_amount'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set while a paid order's refund is at PortOne (the claim of a cancel). */
    refundingAt: timestamp('refunding_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offline_orders_partner_idx').on(t.partnerIdx, t.createdAt),
    index('offline_orders_phone_idx').on(t.customerPhone),
    index('offline_orders_opened_idx').on(t.paymentOpenedAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('offline_orders_merchant_uid_uq').on(t.merchantUid),
    uniqueIndex('offline_orders_imp_uid_uq').on(t.impUid),
    check('offline_orders_amount_ck', sql`${t.amount} between 1000 and 50000000`),
    check('offline_orders_status_ck', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
    check('offline_orders_hour_ck', sql`${t.visitHour} is null or (${t.visitHour} between 0 and 23 and ${t.visitDate} is not null)`),
    check('offline_orders_paid_ck', sql`${t.status} <> 'paid' or (${t.paidAt} is not null and ${t.impUid} is not null)`),
  ],
);

/**
 * The payment links sent for an offline order: only the SHA-256 of the token is kept. A link pays the order
 * only while its `version` is the order's; an older one answers that it was replaced.
 */
export const offlineOrderLinks = pgTable(
  'offline_order_links',
  {
    linkIdx: integer('link_idx').primaryKey().generatedAlwaysAsIdentity(),
    offlineIdx: integer('offline_idx')
      .notNull()
      .references(() => offlineOrders.offlineIdx, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    version: integer('version').notNull(),
    linkType: text('link_type', { enum: ['SMS', 'ALIMTALK'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offline_order_links_token_uq').on(t.tokenHash), index('offline_order_links_order_idx').on(t.offlineIdx)],
);
