/**
 * Order factories for tests of code that points at orders (points, coupons, vouchers, order lists).
 *
 *   createOrder(db, { residentIdx, ...overrides }) -> a minimal valid `orders` row (card, status ready,
 *       unique merchantUid). Amounts follow the check: itemsTotal = regularTotal - specialDiscount and
 *       amount = itemsTotal - couponDiscount - pointsUsed, computed from what is given (regularTotal
 *       defaults to 100,000원, the rest to 0).
 *   paidOrderWithHistory(db, { residentIdx, item, lines? }) -> { order, lines, couponName }: an order paid
 *       by card with `lines` services of `item` (default 2, 500,000원 each, 시공대기) and everything an
 *       order list shows: a history entry per line, a coupon copy on the first line (10,000원 off), the
 *       voucher its total earns and its purchase points. Inserted directly, for tests that need many.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orderEvents, orderLines, orders, residentCoupons } from '../../src/db/schema';
import { claimOrderNo } from '../../src/modules/billing';
import { grantPoints } from '../../src/modules/points';
import { syncOrderVoucher } from '../../src/modules/vouchers';
import { unique } from '../helpers';
import type { CreatedItem } from './catalog';
import { createCoupon, giveCoupon } from './coupons';

export async function createOrder(
  db: Db,
  values: { residentIdx: number } & Partial<typeof orders.$inferInsert>,
) {
  const regularTotal = values.regularTotal ?? 100_000;
  const specialDiscount = values.specialDiscount ?? 0;
  const couponDiscount = values.couponDiscount ?? 0;
  const pointsUsed = values.pointsUsed ?? 0;
  const itemsTotal = regularTotal - specialDiscount;
  const [row] = await db
    .insert(orders)
    .values({
      merchantUid: `ipju_test_${unique()}`,
      orderNo: values.orderNo ?? (await claimOrderNo(db, values.createdAt instanceof Date ? values.createdAt : undefined)),
      orderName: '테스트 주문',
      payMethod: 'card',
      ...values,
      regularTotal,
      specialDiscount,
      itemsTotal,
      couponDiscount,
      pointsUsed,
      amount: itemsTotal - couponDiscount - pointsUsed,
    })
    .returning();
  return row!;
}

const LINE_PRICE = 500_000;
const COUPON_DISCOUNT = 10_000;
const PURCHASE_POINTS = 1_000;

export async function paidOrderWithHistory(db: Db, input: { residentIdx: number; item: CreatedItem; lines?: number }) {
  const count = input.lines ?? 2;
  const coupon = await createCoupon(db, { discountValue: COUPON_DISCOUNT });
  const copy = await giveCoupon(db, { couponIdx: coupon.couponIdx, residentIdx: input.residentIdx });
  const order = await createOrder(db, {
    residentIdx: input.residentIdx,
    orderName: input.item.item.name,
    paymentStatus: 'paid',
    paidAt: new Date(),
    regularTotal: LINE_PRICE * count,
    couponDiscount: COUPON_DISCOUNT,
    buyerName: '테스트 입주민',
  });
  const visitDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const lines = await db
    .insert(orderLines)
    .values(
      Array.from({ length: count }, (_, i) => ({
        orderIdx: order.orderIdx,
        itemIdx: input.item.item.itemIdx,
        partnerIdx: input.item.partner.partnerIdx,
        categoryCode: input.item.category.code,
        itemName: input.item.item.name,
        categoryName: input.item.category.name,
        companyName: input.item.partner.companyName,
        thumbnailUrl: input.item.item.thumbnailUrl,
        options: [],
        quantity: 1,
        visitTimeSet: 'morningAfternoon',
        regularPrice: LINE_PRICE,
        specialDiscount: 0,
        price: LINE_PRICE,
        residentCouponIdx: i === 0 ? copy.residentCouponIdx : null,
        couponDiscount: i === 0 ? COUPON_DISCOUNT : 0,
        payAmount: LINE_PRICE - (i === 0 ? COUPON_DISCOUNT : 0),
        status: 'awaiting_work',
        visitDate,
        visitHour: 9,
      })),
    )
    .returning();
  await db.update(residentCoupons).set({ orderIdx: order.orderIdx, usedAt: new Date() }).where(eq(residentCoupons.residentCouponIdx, copy.residentCouponIdx));
  await db.insert(orderEvents).values(
    lines.map((line) => ({
      orderIdx: order.orderIdx,
      lineIdx: line.lineIdx,
      kind: 'status' as const,
      toStatus: 'awaiting_work',
      actor: 'system' as const,
      message: '결제가 끝났어요.',
    })),
  );
  await syncOrderVoucher(db, { orderIdx: order.orderIdx, residentIdx: input.residentIdx, paidTotal: order.amount });
  await grantPoints(db, { residentIdx: input.residentIdx, amount: PURCHASE_POINTS, reason: 'purchase', orderIdx: order.orderIdx, memo: '구매 적립' });
  return { order, lines, couponName: coupon.name, purchasePoints: PURCHASE_POINTS };
}
