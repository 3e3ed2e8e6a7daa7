import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categories, items } from './catalog';
import { partners } from './partners';
import { apartments } from './places';
import { quoteVisits } from './quote-visits';
import { residents } from './residents';

/** One cancelled line's share of a refund (won; points; fee kept). */
export interface RefundLine {
  lineIdx: number;
  amount: number;
  points: number;
  fee: number;
}

/** A chosen option as stored on cart and order lines (a snapshot: later catalogue edits do not change it). */
export interface LineOptionSnapshot {
  optionIdx: number;
  groupName: string;
  kind: 'pyeong' | 'area' | 'addon';
  name: string;
  price: number;
  /** The 평형 tier the server chose from the 평형 (not picked by the resident). */
  autoSelected?: boolean;
}

/** What a cart line keeps of the company's prices when added: base price and option prices by optionIdx. */
export interface CartPriceSnapshot {
  basePrice: number | null;
  options: Record<string, number>;
}

const ORDER_STATUS_SQL = sql.raw(
  "('payment_pending', 'awaiting_deposit', 'awaiting_work', 'in_progress', 'payment_failed', 'cancelled', 'completed')",
);
const PAY_METHOD_SQL = sql.raw("('card', 'vbank', 'kakaopay', 'naverpay')");

/**
 * A cart line: one service for one home. The desired visit date is `visitDate`, or undecided ('미정':
 * `dateUndecided`), or not chosen yet (both empty); `visitHour` is the hour from the item's list (null:
 * agreed at the happy call). `addedPrice` is the price when added, to tell the resident it changed.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartIdx: integer('cart_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx),
    pyeong: integer('pyeong'),
    optionIdxs: jsonb('option_idxs').$type<number[]>().notNull(),
    quantity: integer('quantity').notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    dateUndecided: boolean('date_undecided').notNull().default(false),
    visitHour: smallint('visit_hour'),
    addedPrice: integer('added_price').notNull(),
    /**
     * The company's prices when the line was added (the item's base price and each chosen option's price,
     * the 평형 tier included): the line keeps them when the company changes its prices later (new carts only).
     * Null on lines added before snapshots existed: those are priced from the catalogue.
     */
    priceSnapshot: jsonb('price_snapshot').$type<CartPriceSnapshot | null>(),
    /** Set when the line was put back from a failed or abandoned order line (one restore per line). */
    restoredFromLineIdx: integer('restored_from_line_idx'),
    /** The 방문 견적 whose proposal this line was made from: priced at the quoted amount (cart.pricing.ts). */
    quoteVisitIdx: integer('quote_visit_idx').references((): AnyPgColumn => quoteVisits.quoteVisitIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_resident_idx').on(t.residentIdx, t.cartIdx),
    uniqueIndex('cart_lines_restored_uq').on(t.restoredFromLineIdx),
    // A quote is used once: one cart line at most names it.
    uniqueIndex('cart_lines_quote_visit_uq').on(t.quoteVisitIdx),
    // One line per service and home: adding the same item with the same options again (a double tap, or a
    // failed payment putting a line back) finds the line that is there. option_idxs are stored sorted.
    uniqueIndex('cart_lines_same_service_uq').on(
      t.residentIdx,
      t.itemIdx,
      t.optionIdxs,
      sql`coalesce(${t.apartmentIdx}, 0)`,
      sql`coalesce(${t.pyeong}, 0)`,
    ),
    check('cart_lines_quantity_ck', sql`${t.quantity} between 1 and 10`),
    check('cart_lines_date_ck', sql`not (${t.visitDate} is not null and ${t.dateUndecided})`),
    check('cart_lines_hour_ck', sql`${t.visitHour} is null or (${t.visitHour} between 0 and 23 and ${t.visitDate} is not null)`),
    check('cart_lines_added_price_ck', sql`${t.addedPrice} >= 0`),
  ],
);

/**
 * An order: one payment (merchantUid) for one or more services. `paymentStatus` follows the payment:
 * ready (created, waiting for the payment window), vbank_issued (virtual account waiting for the
 * deposit), paid, failed (failed, abandoned, refused or expired), cancelled (every service cancelled
 * after payment). Amounts in won: itemsTotal = regularTotal - specialDiscount; amount (charged through
 * PortOne) = itemsTotal - couponDiscount - pointsUsed.
 */
export const orders = pgTable(
  'orders',
  {
    orderIdx: integer('order_idx').primaryKey().generatedAlwaysAsIdentity(),
    merchantUid: text('merchant_uid').notNull(),
    /** The short number a resident sees and says on the phone (2611-26-0042, billing.order-no.ts). */
    orderNo: text('order_no').notNull(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    orderName: text('order_name').notNull(),
    payMethod: text('pay_method').notNull(),
    paymentStatus: text('payment_status', { enum: ['ready', 'vbank_issued', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('ready'),
    regularTotal: integer('regular_total').notNull(),
    specialDiscount: integer('special_discount').notNull(),
    itemsTotal: integer('items_total').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    pointsUsed: integer('points_used').notNull(),
    amount: integer('amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedPoints: integer('refunded_points').notNull().default(0),
    /** 반반 결제: the second half of `amount`, charged after the work (balance_payments); the first PortOne payment is amount - deferredAmount. */
    deferredAmount: integer('deferred_amount').notNull().default(0),
    /** Buyer and address at the time of ordering (the partner visits this home). */
    buyerName: text('buyer_name'),
    buyerPhone: text('buyer_phone'),
    buyerEmail: text('buyer_email'),
    dong: text('dong'),
    ho: text('ho'),
    impUid: text('imp_uid'),
    pgProvider: text('pg_provider'),
    pgPayMethod: text('pg_pay_method'),
    vbankCode: text('vbank_code'),
    vbankName: text('vbank_name'),
    vbankNum: text('vbank_num'),
    vbankHolder: text('vbank_holder'),
    vbankDue: timestamp('vbank_due', { withTimezone: true }),
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failReason: text('fail_reason'),
    /** Set when a payment did not match the order (amount tampered, paid after expiry): staff look at it. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    flagReason: text('flag_reason'),
    cartRestoredAt: timestamp('cart_restored_at', { withTimezone: true }),
    /** When the payment window was last opened (POST /billings/init or /billings/resume); the abandon timeout counts from it. */
    paymentOpenedAt: timestamp('payment_opened_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_merchant_uid_uq').on(t.merchantUid),
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_imp_uid_uq').on(t.impUid).where(sql`${t.impUid} is not null`),
    uniqueIndex('orders_idempotency_uq').on(t.residentIdx, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('orders_resident_idx').on(t.residentIdx, t.orderIdx),
    index('orders_pending_idx').on(t.paymentStatus, t.createdAt),
    check('orders_pay_method_ck', sql`${t.payMethod} in ${PAY_METHOD_SQL}`),
    check(
      'orders_amounts_ck',
      sql`${t.itemsTotal} = ${t.regularTotal} - ${t.specialDiscount} and ${t.amount} = ${t.itemsTotal} - ${t.couponDiscount} - ${t.pointsUsed} and ${t.amount} >= 0 and ${t.pointsUsed} >= 0 and ${t.couponDiscount} >= 0`,
    ),
    check('orders_refunds_ck', sql`${t.refundedAmount} between 0 and ${t.amount} and ${t.refundedPoints} between 0 and ${t.pointsUsed}`),
  ],
);

/** The last short order number handed out on a Seoul day (orders.order_no = YYMM-DD-NNNN); claimed by an upsert. */
export const orderNoCounters = pgTable(
  'order_no_counters',
  {
    day: date('day').primaryKey(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [check('order_no_counters_last_ck', sql`${t.lastNo} >= 1`)],
);

/**
 * One service of an order, with a snapshot of what was bought and its price split: price (after the
 * special price) = couponDiscount + pointsUsed + payAmount (the part charged through PortOne).
 * `slotHeld` says the line holds a slot of its partner's capacity (slot_usage).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    lineIdx: integer('line_idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.orderIdx),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    itemName: text('item_name').notNull(),
    categoryName: text('category_name').notNull(),
    companyName: text('company_name').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx),
    apartmentName: text('apartment_name'),
    pyeong: integer('pyeong'),
    options: jsonb('options').$type<LineOptionSnapshot[]>().notNull(),
    quantity: integer('quantity').notNull(),
    visitTimeSet: text('visit_time_set').notNull(),
    regularPrice: integer('regular_price').notNull(),
    specialDiscount: integer('special_discount').notNull(),
    specialLabel: text('special_label'),
    price: integer('price').notNull(),
    residentCouponIdx: integer('resident_coupon_idx'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    payAmount: integer('pay_amount').notNull(),
    /** This line's share of the gift voucher the order earned at payment (modules/billing/line-amounts.ts). */
    voucherAmount: integer('voucher_amount').notNull().default(0),
    /** 반반 결제: this line's second half of payAmount (remainder included), and what of it is still unpaid. */
    secondHalf: integer('second_half').notNull().default(0),
    unpaidAmount: integer('unpaid_amount').notNull().default(0),
    status: text('status').notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    dateUndecided: boolean('date_undecided').notNull().default(false),
    visitHour: smallint('visit_hour'),
    slotHeld: boolean('slot_held').notNull().default(false),
    /** The refund being processed for this line (a second cancel waits for it). */
    pendingRefundIdx: integer('pending_refund_idx').references((): AnyPgColumn => refunds.refundIdx),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundedPoints: integer('refunded_points').notNull().default(0),
    cancelFee: integer('cancel_fee').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    sourceCartIdx: integer('source_cart_idx'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderIdx),
    index('order_lines_partner_idx').on(t.partnerIdx, t.status),
    // Group-buy counts and the complex move-in report read a complex's lines of an item (lib/group-buy.ts).
    index('order_lines_apartment_item_idx').on(t.apartmentIdx, t.itemIdx),
    check('order_lines_status_ck', sql`${t.status} in ${ORDER_STATUS_SQL}`),
    check('order_lines_quantity_ck', sql`${t.quantity} between 1 and 10`),
    check(
      'order_lines_price_ck',
      sql`${t.price} = ${t.regularPrice} - ${t.specialDiscount} and ${t.payAmount} = ${t.price} - ${t.couponDiscount} - ${t.pointsUsed} and ${t.payAmount} >= 0 and ${t.couponDiscount} >= 0 and ${t.pointsUsed} >= 0`,
    ),
    check(
      'order_lines_refund_ck',
      sql`${t.refundedAmount} between 0 and ${t.payAmount} and ${t.refundedPoints} between 0 and ${t.pointsUsed} and ${t.cancelFee} >= 0`,
    ),
    check('order_lines_date_ck', sql`not (${t.visitDate} is not null and ${t.dateUndecided})`),
    check('order_lines_hour_ck', sql`${t.visitHour} is null or ${t.visitHour} between 0 and 23`),
    check('order_lines_confirm_ck', sql`${t.confirmedAt} is null or ${t.status} = 'completed'`),
  ],
);

/** The history the order detail shows: status changes, date changes, refunds, confirmations, flags. */
export const orderEvents = pgTable(
  'order_events',
  {
    eventIdx: integer('event_idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.orderIdx),
    lineIdx: integer('line_idx').references(() => orderLines.lineIdx),
    kind: text('kind', { enum: ['status', 'date', 'refund', 'confirm', 'flag', 'job'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actor: text('actor', { enum: ['resident', 'partner', 'system'] }).notNull(),
    actorIdx: integer('actor_idx'),
    message: text('message').notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderIdx, t.eventIdx)],
);

/**
 * A refund through PortOne's cancel API. Written as 'pending' before PortOne is called (never inside a
 * transaction that waits on PortOne), then 'done' or 'failed'; the reconciliation job finishes pending
 * ones. `kind`: a resident's or partner's cancel, or the platform refusing a payment (tampered amount,
 * slot gone, paid after the order ended).
 */
export const refunds = pgTable(
  'refunds',
  {
    refundIdx: integer('refund_idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references((): AnyPgColumn => orders.orderIdx),
    kind: text('kind', { enum: ['cancel', 'refuse'] }).notNull(),
    /** What each cancelled line gets back (empty for a refused payment, which refunds it whole). */
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    /** Cancels an issued, unpaid virtual account at PortOne (no money moved). */
    voidOnly: boolean('void_only').notNull().default(false),
    amount: integer('amount').notNull(),
    points: integer('points').notNull().default(0),
    fee: integer('fee').notNull().default(0),
    reason: text('reason').notNull(),
    actor: text('actor', { enum: ['resident', 'partner', 'system'] }).notNull(),
    /** The PortOne payment refunded (for a refused payment it may not be the order's own); null when the
     * order was paid with coupons and points only. */
    impUid: text('imp_uid'),
    /** PortOne's cancellable amount before this cancel (the checksum it verifies). */
    checksum: integer('checksum').notNull(),
    refundBank: text('refund_bank'),
    refundAccount: text('refund_account'),
    refundHolder: text('refund_holder'),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderIdx),
    index('refunds_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`),
    // A refused payment is refunded once however often it is reported.
    uniqueIndex('refunds_refuse_once_uq').on(t.impUid).where(sql`${t.kind} = 'refuse'`),
    check('refunds_amounts_ck', sql`${t.amount} >= 0 and ${t.points} >= 0 and ${t.fee} >= 0`),
  ],
);

/**
 * PortOne notifications of payments that exist at PortOne (audit trail): one row per payment and state, with
 * the merchant_uid and status PortOne returns for the imp_uid (never the notification's own, which anyone can
 * post), also in `body`. A repeated notification of the same state updates its row's outcome instead of
 * adding one, so replays cannot grow the table; `received_at` stays the first report of that state.
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    webhookIdx: integer('webhook_idx').primaryKey().generatedAlwaysAsIdentity(),
    impUid: text('imp_uid').notNull(),
    merchantUid: text('merchant_uid'),
    status: text('status'),
    body: jsonb('body'),
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_webhooks_state_uq').on(t.impUid, t.status)],
);
