import { createHash, randomInt } from 'node:crypto';
import { formatYmd, halvesOf, hourLabel, seoulToday, UNDECIDED, type BillingInitBody, type PayMethod, type VisitDetails } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { takeCartLines } from '../cart';
import { reserveCoupons } from '../coupons';
import type { ItemsService } from '../items';
import { spendPoints } from '../points';
import { parseVisitChoice, slotState } from '../schedule';
import type { VisitsService } from '../visits';
import { checkSplitRequest, createBalance } from './billing.balance';
import { cashReceiptToIssue, checkCashReceiptRequest, saveCashReceiptRequest } from './billing.cash-receipt';
import { recordCreated } from './billing.lifecycle';
import { assignOrderNo, pendingOrderNo } from './billing.order-no';
import { planCheckout, type CheckoutPlan, type PlannedLine } from './billing.plan';
import * as repo from './billing.repository';
import type { OrderRow } from './billing.repository';
import { holdSlots, markPaid } from './billing.settle';

export type InitInput = Required<Pick<BillingInitBody, 'cartIdxs' | 'couponIdxs' | 'point'>> & {
  payMethod: PayMethod;
  visit: VisitDetails;
  cashReceipt?: { type: 'deduction' | 'proof'; identifier: string } | null;
  /** 반반 결제 (billing.balance.ts). */
  splitPayment?: boolean;
};

/** ipju_20261122_ + 10 random characters: readable in support calls, unguessable, unique (index). */
export function newMerchantUid(now = new Date()): string {
  const ymd = seoulToday(now).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const tail = Array.from({ length: 10 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
  return `ipju_${ymd}_${tail}`;
}

/** The same request always hashes the same (ids sorted), so a retried Idempotency-Key is recognised. */
export function requestHashOf(input: InitInput): string {
  const canonical = {
    cartIdxs: [...input.cartIdxs].sort((a, b) => a - b),
    couponIdxs: [...input.couponIdxs].sort((a, b) => a - b),
    point: input.point,
    payMethod: input.payMethod,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const orderNameOf = (lines: PlannedLine[]) =>
  lines.length === 1 ? lines[0]!.cart.item.name : `${lines[0]!.cart.item.name} 외 ${lines.length - 1}건`;

/**
 * Every line must have a desired date ('미정' is fine) that still follows the calendar rule and the item's
 * visit times, on a day and slot the partner has room for. Checked again when the payment arrives.
 */
async function checkVisits(db: Db, plan: CheckoutPlan) {
  for (const { cart } of plan.lines) {
    const { row, item } = cart;
    const name = item.name;
    if (!row.visitDate && !row.dateUndecided) {
      throw new AppError('VALIDATION', `${name}의 희망일을 골라 주세요. 아직 모르면 '미정'을 고르면 돼요.`, [
        { field: 'cartIdxs', message: `${name}: 희망일을 골라 주세요.` },
      ]);
    }
    try {
      parseVisitChoice({ tz: row.dateUndecided ? UNDECIDED : row.visitDate, time: row.visitHour }, item.visitTimeSet);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError('VALIDATION', `${name}의 희망일을 다시 골라 주세요. ${error.message}`, [
        { field: 'cartIdxs', message: `${name}: ${error.message}` },
      ]);
    }
    if (row.visitDate) {
      const state = await slotState(db, { partnerIdx: item.partnerIdx, visitDate: row.visitDate, visitHour: row.visitHour });
      if (state !== 'open') {
        const when = `${formatYmd(row.visitDate)}${row.visitHour === null ? '' : ` ${hourLabel(row.visitHour)}`}`;
        throw new AppError(
          'CONFLICT',
          `${name} ${when} ${state === 'closed' ? '업체 휴무일이에요' : '예약이 마감되었어요'}. 다른 날짜를 골라 주세요.`,
          [{ field: 'cartIdxs', message: `${name}: 예약할 수 없는 날짜예요.` }],
        );
      }
    }
  }
}

export interface InitContext {
  db: Db;
  items: ItemsService;
  visits: VisitsService;
}

/**
 * Creates the order for a payment (with the plan it was priced by; null when an Idempotency-Key found the
 * order made before): prices it, then in one transaction inserts the order and its lines
 * (a snapshot of each service and its price split), reserves the coupons, spends the points and takes
 * the lines out of the cart. Any of these failing (a coupon or the points used by another payment at the
 * same moment, a line taken by another payment) undoes all of it. When nothing is left to pay, the order
 * is paid at once.
 */
export async function createOrder(
  ctx: InitContext,
  residentIdx: number,
  input: InitInput,
  idempotencyKey: string | undefined,
): Promise<{ order: OrderRow; plan: CheckoutPlan | null }> {
  const { db } = ctx;
  const requestHash = requestHashOf(input);
  if (idempotencyKey) {
    const existing = await repo.findOrderByIdempotencyKey(db, residentIdx, idempotencyKey);
    if (existing) return { order: sameRequestOrConflict(existing, requestHash), plan: null };
  }

  checkCashReceiptRequest(input.payMethod, input.cashReceipt);
  const plan = await planCheckout(db, ctx.items, residentIdx, input);
  if (input.splitPayment) checkSplitRequest(input.payMethod, plan.amount);
  // 반반 결제: each line's second half (the remainder on it); their sum is charged after the work.
  const secondOf = (payAmount: number) => (input.splitPayment ? halvesOf(payAmount).second : 0);
  await checkVisits(db, plan);
  const buyer = await repo.findBuyer(db, residentIdx);
  const visit = ctx.visits.prepare(input.visit, plan.lines.map((l) => l.cart.item.companyName), buyer);

  try {
    const merchantUid = newMerchantUid();
    const order = await db.transaction(async (tx) => {
      const created = await repo.insertOrder(tx, {
        merchantUid,
        // The short number comes last (assignOrderNo): claiming it locks the day's counter until the commit.
        orderNo: pendingOrderNo(merchantUid),
        residentIdx,
        orderName: orderNameOf(plan.lines),
        payMethod: input.payMethod,
        regularTotal: plan.regularTotal,
        specialDiscount: plan.specialDiscount,
        itemsTotal: plan.itemsTotal,
        couponDiscount: plan.couponDiscount,
        pointsUsed: plan.pointsUsed,
        amount: plan.amount,
        deferredAmount: plan.lines.reduce((s, l) => s + secondOf(l.payAmount), 0),
        buyerName: buyer?.name ?? null,
        buyerPhone: buyer?.phone ?? null,
        buyerEmail: buyer?.email ?? null,
        dong: input.visit.dong,
        ho: input.visit.ho,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
      });
      await ctx.visits.record(tx, created.orderIdx, visit);
      const lines = await repo.insertLines(
        tx,
        plan.lines.map((l) => ({
          orderIdx: created.orderIdx,
          itemIdx: l.cart.row.itemIdx,
          partnerIdx: l.cart.item.partnerIdx,
          categoryCode: l.cart.item.categoryCode,
          itemName: l.cart.item.name,
          categoryName: l.cart.item.categoryName,
          companyName: l.cart.item.companyName,
          thumbnailUrl: l.cart.item.thumbnailUrl,
          apartmentIdx: l.cart.row.apartmentIdx,
          apartmentName: l.cart.row.apartmentName,
          pyeong: l.cart.row.pyeong,
          options: l.cart.estimate.lines.map((o) => ({
            optionIdx: o.optionIdx,
            groupName: o.groupName,
            kind: o.kind,
            name: o.name,
            price: o.price,
            ...(o.autoSelected ? { autoSelected: true } : {}),
          })),
          quantity: l.cart.row.quantity,
          visitTimeSet: l.cart.item.visitTimeSet,
          regularPrice: l.cart.estimate.regularTotal,
          specialDiscount: l.cart.estimate.discountAmount,
          specialLabel: l.cart.estimate.specialLabel ?? null,
          price: l.cart.estimate.total,
          residentCouponIdx: l.coupon?.residentCouponIdx ?? null,
          couponDiscount: l.couponDiscount,
          pointsUsed: l.pointsUsed,
          voucherAmount: l.voucherAmount,
          payAmount: l.payAmount,
          secondHalf: secondOf(l.payAmount),
          unpaidAmount: secondOf(l.payAmount),
          status: 'payment_pending',
          visitDate: l.cart.row.visitDate,
          dateUndecided: l.cart.row.dateUndecided,
          visitHour: l.cart.row.visitHour,
          sourceCartIdx: l.cart.row.cartIdx,
        })),
      );
      if (plan.coupons.length) await reserveCoupons(tx, plan.coupons.map((c) => c.residentCouponIdx), created.orderIdx);
      if (plan.pointsUsed > 0) await spendPoints(tx, residentIdx, plan.pointsUsed, created.orderIdx);
      const taken = await takeCartLines(tx, residentIdx, input.cartIdxs);
      if (taken !== input.cartIdxs.length) {
        throw new AppError('CONFLICT', '이미 결제를 진행 중인 상품이 있어요. 장바구니를 새로 고쳐 주세요.', [
          { field: 'cartIdxs', message: '다른 결제에서 사용 중인 상품이에요.' },
        ]);
      }
      const receipt = cashReceiptToIssue(input.payMethod, created.amount, input.cashReceipt);
      if (receipt) await saveCashReceiptRequest(tx, created.orderIdx, receipt);
      if (created.deferredAmount > 0) await createBalance(tx, created);
      await recordCreated(tx, created, lines);
      const order = { ...created, orderNo: await assignOrderNo(tx, created.orderIdx) };
      if (order.amount > 0) return order;
      // Coupons and points cover everything: no payment window, the order is paid now.
      const gone = await holdSlots(tx, lines);
      if (gone) throw new AppError('CONFLICT', `${gone.itemName} 일정이 마감되었어요. 다른 날짜를 골라 주세요.`, [{ field: 'cartIdxs', message: '예약할 수 없는 날짜예요.' }]);
      return markPaid(tx, order, await repo.listLines(tx, order.orderIdx), null);
    });
    return { order, plan };
  } catch (error) {
    // Two requests with one Idempotency-Key at the same moment: the second finds the first's order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await repo.findOrderByIdempotencyKey(db, residentIdx, idempotencyKey);
      if (existing) return { order: sameRequestOrConflict(existing, requestHash), plan: null };
    }
    throw error;
  }
}

function sameRequestOrConflict(order: OrderRow, requestHash: string): OrderRow {
  if (order.requestHash !== requestHash) {
    throw new AppError('CONFLICT', '같은 Idempotency-Key로 다른 결제를 요청했어요. 새 결제에는 새 키를 써 주세요.');
  }
  return order;
}
