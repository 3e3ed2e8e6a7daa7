/**
 * Order factory for tests of code that points at orders (points, coupons, vouchers).
 *
 *   createOrder(db, { residentIdx, ...overrides }) -> a minimal valid `orders` row (card, status ready,
 *       unique merchantUid). Amounts follow the check: itemsTotal = regularTotal - specialDiscount and
 *       amount = itemsTotal - couponDiscount - pointsUsed, computed from what is given (regularTotal
 *       defaults to 100,000원, the rest to 0).
 */
import type { Db } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { unique } from '../helpers';

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
