import type { BillingInitResult, BillingQuote, BillingResult, Order, OrderPage, OrderStatus, Receipt } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asResident, authorize, NOBODY, residentOwned } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import { dispatchNotices } from '../../lib/notifications';
import { countCart, restoredCartIdxs } from '../cart';
import type { ItemsService } from '../items';
import type { VisitsService } from '../visits';
import { previewCancel } from './billing.cancel-preview';
import { changeVisitDate, confirmPurchase } from './billing.changes';
import {
  applyBalancePayment,
  balancePaymentRequest,
  findBalanceByUid,
  mayBeBalanceUid,
  halfPaymentOf,
  listOpenBalanceUids,
  markOverdueBalances,
  remindDueBalances,
} from './billing.balance';
import { issueCashReceipt, issueDueCashReceipts } from './billing.cash-receipt';
import { createOrder, type InitInput } from './billing.init';
import { quoteFromOrder } from './billing.mapper';
import { applyPayment, fetchPayment, portoneUnavailable, type ProcessResult } from './billing.payment';
import { paymentRequestOf } from './billing.payment-request';
import { planCheckout, quoteOf, type CheckoutPlan } from './billing.plan';
import { lineOwnersOf, readOrder, readOrders, readReceipts } from './billing.reading';
import { executeRefund, requestCancel, type CancelRequest } from './billing.refunds';
import * as repo from './billing.repository';
import type { OrderRow } from './billing.repository';
import { isStale, reopenPayment } from './billing.resume';
import { failOrder } from './billing.settle';

/** A pending refund is retried by the job once its first run had time to finish. */
const REFUND_RETRY_AFTER_MS = 60_000;

export function createBillingService(deps: AppDeps, { items, visits }: { items: ItemsService; visits: VisitsService }) {
  const { db, portone, jobs, config } = deps;
  const refundCtx = { db, portone };
  /** Orders still waiting for the payment window this long after it last opened are checked with PortOne and closed. */
  const abandonAfterMs = config.portone.abandonMinutes * 60_000;

  const orderOf = (row: OrderRow): Promise<Order> => readOrder(db, row);

  async function myOrderRow(residentIdx: number, merchantUid: string): Promise<OrderRow> {
    return authorize(asResident(residentIdx), await repo.findOrder(db, merchantUid), residentOwned, '주문');
  }

  /** A receipt is the buyer's, once the order is paid (before that there is nothing to show). */
  async function myReceiptRow(residentIdx: number, lineIdx: number) {
    const row = await repo.findLineWithOrder(db, lineIdx);
    return authorize(asResident(residentIdx), row, (r) => (r.order.paidAt ? lineOwnersOf(r) : NOBODY), '영수증');
  }

  /** A balance payment (반반 결제's 잔금) report: applied, its refusal refunded, answered with the order. */
  async function settleBalance(payment: Parameters<typeof applyBalancePayment>[1], source: { residentIdx?: number } = {}): Promise<BillingResult> {
    const result = await applyBalancePayment(db, payment, source);
    if (result.refundIdx) await executeRefund(refundCtx, result.refundIdx);
    void dispatchNotices(jobs);
    const fresh = (await repo.findOrder(db, result.order.merchantUid))!;
    return { outcome: result.outcome, message: result.message, order: await orderOf(fresh) };
  }

  /** After a payment report: run the refund a refusal wrote, send notices, answer with the order. */
  /** What PortOne has for an order (a 503 in Korean when PortOne cannot be asked). */
  const portonePaymentOf = (merchantUid: string) =>
    portone.findPaymentByMerchantUid(merchantUid).catch((e: unknown) => {
      throw portoneUnavailable(e);
    });

  /**
   * Before resuming or abandoning an order left in 결제대기: a payment PortOne took (or a virtual account it
   * issued) is applied first, and then the order is no longer pending (409). False when PortOne took none.
   */
  async function applyIfTaken(residentIdx: number, merchantUid: string, payment: Awaited<ReturnType<typeof portonePaymentOf>>): Promise<boolean> {
    if (!payment || !(payment.status === 'paid' || (payment.status === 'ready' && payment.pay_method === 'vbank'))) return false;
    const result = await settle(await applyPayment(db, merchantUid, payment, { residentIdx }));
    if (result.outcome !== 'failed') throw new AppError('CONFLICT', '이미 결제가 완료된 주문이에요. 주문 내역에서 확인해 주세요.');
    return true;
  }

  async function settle(result: ProcessResult): Promise<BillingResult> {
    if (result.refundIdx) await executeRefund(refundCtx, result.refundIdx);
    // A deposit that just arrived: its cash receipt is issued now (the job retries a failure). Only a
    // virtual account's deposit has one (issueCashReceipt's claim checks it again).
    if (result.outcome === 'paid' && result.order.payMethod === 'vbank') await issueCashReceipt(refundCtx, result.order.orderIdx);
    // The row the payment's transaction committed is the order as it is now, unless a refund ran since.
    const current = result.refundIdx ? (await repo.findOrder(db, result.order.merchantUid))! : result.order;
    const answer: BillingResult = { outcome: result.outcome, message: result.message, order: await orderOf(current) };
    // Notices go out after the answer is made: the request never waits for them (they are in
    // notification_queue since the commit, and the every-minute job sends any a dispatch missed).
    void dispatchNotices(jobs);
    return answer;
  }

  /** The payment window's values; the quote is the plan's when the order was just made, else rebuilt. */
  async function initResultOf(order: OrderRow, plan: CheckoutPlan | null, origin: string): Promise<BillingInitResult> {
    const quote = plan ? quoteOf(plan) : await quoteFromOrder(db, order, await repo.listLines(db, order.orderIdx));
    return {
      merchantUid: order.merchantUid,
      orderNo: order.orderNo,
      amount: order.amount - order.deferredAmount,
      orderName: order.orderName,
      payMethod: order.payMethod as InitInput['payMethod'],
      paid: order.paymentStatus === 'paid',
      payment: order.paymentStatus === 'ready' ? paymentRequestOf(config, order, origin) : null,
      quote,
    };
  }

  /**
   * Closes an order still waiting for the payment window (the resident left it, or it timed out: `staleBefore`,
   * checked again under the row lock so a window reopened meanwhile is left alone). The lock makes the release
   * of its coupons and points happen once, and never after a payment that won the lock first.
   */
  async function abandon(merchantUid: string, actor: { kind: 'resident' | 'system'; idx: number | null }, reason: string, staleBefore?: Date) {
    await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, merchantUid);
      if (!order || order.paymentStatus !== 'ready') return;
      if (staleBefore && !isStale(order, staleBefore)) return;
      await failOrder(tx, order, await repo.listLines(tx, order.orderIdx), { reason, actor: actor.kind, actorIdx: actor.idx });
    });
  }

  return {
    async quote(residentIdx: number, body: { cartIdxs: number[]; couponIdxs: number[]; point: number }): Promise<BillingQuote> {
      const plan = await planCheckout(db, items, residentIdx, body);
      return { ...quoteOf(plan), halfPayment: halfPaymentOf(plan.lines.map((l) => l.payAmount), config.portone.balanceDueDays) };
    },

    async init(residentIdx: number, body: InitInput, idempotencyKey: string | undefined, origin: string): Promise<BillingInitResult> {
      const { order, plan } = await createOrder({ db, items, visits }, residentIdx, body, idempotencyKey);
      const answer = await initResultOf(order, plan, origin);
      // Only an order coupons and points paid at once queued notices (markPaid); one waiting for its payment
      // window queued none, so there is nothing to dispatch.
      if (order.paymentStatus === 'paid') void dispatchNotices(jobs);
      return answer;
    },

    /** POST /billings/success and GET /billings/iamport/result: the resident reports a payment. */
    async reportPayment(residentIdx: number, impUid: string, merchantUid?: string): Promise<BillingResult> {
      const payment = await fetchPayment(portone, impUid);
      if (mayBeBalanceUid(payment.merchant_uid) && (await findBalanceByUid(db, payment.merchant_uid))) return settleBalance(payment, { residentIdx });
      return settle(await applyPayment(db, merchantUid ?? payment.merchant_uid, payment, { residentIdx }));
    },

    /**
     * POST /billings/webhook: PortOne's notification, trusted only through the payment it names. Anyone
     * can post here, so a notification is kept (audit) only once its imp_uid resolves to a payment at
     * PortOne (an unknown one is a 404 and leaves no trace), and with what PortOne returns for it (imp_uid,
     * merchant_uid, status): nothing the body carries besides the imp_uid is stored, and a repeated state
     * updates its row (recordWebhook).
     */
    async webhook(body: { imp_uid: string }): Promise<{ outcome: string }> {
      const payment = await fetchPayment(portone, body.imp_uid);
      const known = { imp_uid: payment.imp_uid, merchant_uid: payment.merchant_uid, status: payment.status };
      let outcome = 'error';
      try {
        outcome = 'unknown order';
        if (mayBeBalanceUid(payment.merchant_uid) && (await findBalanceByUid(db, payment.merchant_uid))) {
          outcome = (await settleBalance(payment)).outcome;
        } else if (await repo.findOrder(db, payment.merchant_uid)) {
          outcome = (await settle(await applyPayment(db, payment.merchant_uid, payment))).outcome;
        }
        return { outcome };
      } finally {
        // Every notification of a real payment is kept, also those whose processing failed.
        await repo.recordWebhook(db, { impUid: known.imp_uid, merchantUid: known.merchant_uid, status: known.status, body: known, outcome });
      }
    },

    /**
     * POST /billings/resume (결제 이어하기): the payment window again for an order left in 결제대기, same
     * merchantUid and amount. A payment PortOne already has for it is applied first (then 409: nothing to resume).
     */
    async resume(residentIdx: number, merchantUid: string, origin: string): Promise<BillingInitResult> {
      const order = await myOrderRow(residentIdx, merchantUid);
      if (order.paymentStatus === 'ready') await applyIfTaken(residentIdx, merchantUid, await portonePaymentOf(merchantUid));
      const fresh = (await repo.findOrder(db, merchantUid))!;
      return initResultOf(await reopenPayment(db, fresh), null, origin);
    },

    /** POST /billings/return_cart: the resident left the payment; the order closes and its lines go back. */
    async returnCart(residentIdx: number, merchantUid: string) {
      const order = await myOrderRow(residentIdx, merchantUid);
      if (order.paymentStatus === 'ready') {
        const payment = await portonePaymentOf(merchantUid);
        // A taken payment that still failed goes back as applied; one PortOne refused closes the order as
        // failed; none at all means the resident left the payment window.
        if (!(await applyIfTaken(residentIdx, merchantUid, payment))) {
          if (payment && (payment.status === 'failed' || payment.status === 'cancelled')) {
            await settle(await applyPayment(db, merchantUid, payment, { residentIdx }));
          } else {
            await abandon(merchantUid, { kind: 'resident', idx: residentIdx }, '결제를 중단했어요.');
            void dispatchNotices(jobs);
          }
        }
      } else if (order.paymentStatus !== 'failed') {
        throw new AppError('CONFLICT', '결제가 끝난 주문은 장바구니로 돌릴 수 없어요. 주문 취소를 이용해 주세요.');
      }
      const lines = await repo.listLines(db, order.orderIdx);
      const cartIdxs = await restoredCartIdxs(db, residentIdx, lines.map((l) => l.lineIdx));
      return { restored: cartIdxs.length, cartIdxs, count: await countCart(db, residentIdx) };
    },

    async list(residentIdx: number, query: { status?: OrderStatus; page: number; limit: number }): Promise<OrderPage> {
      const { rows, total } = await repo.listResidentOrders(db, residentIdx, query);
      return { orders: await readOrders(db, rows), page: query.page, limit: query.limit, total };
    },

    detail: async (residentIdx: number, merchantUid: string) => orderOf(await myOrderRow(residentIdx, merchantUid)),

    async changeDate(residentIdx: number, body: { merchantUid: string; lineIdx: number; tz: string; time?: number | null }) {
      await changeVisitDate(db, residentIdx, { merchantUid: body.merchantUid, lineIdx: body.lineIdx }, body);
      void dispatchNotices(jobs);
      return orderOf(await myOrderRow(residentIdx, body.merchantUid));
    },

    async cancel(residentIdx: number, merchantUid: string, body: CancelRequest) {
      const refund = await requestCancel(refundCtx, { kind: 'resident', idx: residentIdx, residentIdx }, merchantUid, body);
      void dispatchNotices(jobs);
      const order = await orderOf(await myOrderRow(residentIdx, merchantUid));
      const cancelledNow = order.lines.filter((l) => refund.lines.some((x) => x.lineIdx === l.lineIdx) && l.status === 'cancelled');
      // A coupon came back when every service it discounted is now cancelled.
      const couponsBack = new Set(
        cancelledNow
          .map((l) => l.couponIdx)
          .filter((c): c is number => c !== null && order.lines.filter((l) => l.couponIdx === c).every((l) => l.status === 'cancelled')),
      );
      return {
        order,
        refund: {
          lineIdxs: refund.lines.map((l) => l.lineIdx),
          amount: refund.amount,
          points: refund.points,
          fee: refund.fee,
          couponsRestored: couponsBack.size,
        },
      };
    },

    async cancelPreview(residentIdx: number, merchantUid: string, lineIdxs: number[] | undefined) {
      return previewCancel(db, await myOrderRow(residentIdx, merchantUid), lineIdxs);
    },

    async confirm(residentIdx: number, body: { merchantUid: string; lineIdxs?: number[] }) {
      await confirmPurchase(db, residentIdx, body.merchantUid, body.lineIdxs);
      return orderOf(await myOrderRow(residentIdx, body.merchantUid));
    },

    async receipts(residentIdx: number): Promise<Receipt[]> {
      return readReceipts(db, await repo.listReceiptLines(db, residentIdx));
    },

    async receipt(residentIdx: number, lineIdx: number): Promise<Receipt> {
      const [receipt] = await readReceipts(db, [await myReceiptRow(residentIdx, lineIdx)]);
      return receipt!;
    },

    async changeReceiptDate(residentIdx: number, lineIdx: number, body: { tz: string; time?: number | null }) {
      await changeVisitDate(db, residentIdx, { lineIdx }, body);
      void dispatchNotices(jobs);
      return this.receipt(residentIdx, lineIdx);
    },

    /**
     * The payments.abandon job (every minute, and part of reconcile): orders left in 결제대기 longer than
     * PAYMENT_ABANDON_MINUTES since their window last opened are asked about at PortOne; a result (or an
     * issued virtual account) settles the order, nothing but an open window closes it (coupons and points
     * come back, the services return to the cart). A payment arriving after that is refunded (applyPayment).
     */
    async abandonStale(now = new Date()) {
      const cutoff = new Date(now.getTime() - abandonAfterMs);
      for (const merchantUid of await repo.listStaleReadyOrders(db, cutoff)) {
        const payment = await portone.findPaymentByMerchantUid(merchantUid);
        if (payment && (payment.status !== 'ready' || payment.pay_method === 'vbank')) await settle(await applyPayment(db, merchantUid, payment));
        else await abandon(merchantUid, { kind: 'system', idx: null }, '결제가 완료되지 않아 주문을 닫았어요.', cutoff);
      }
      void dispatchNotices(jobs);
    },

    /** POST /billings/balance/pay: the payment window for 반반 결제's balance. */
    balancePay: (residentIdx: number, body: { merchantUid: string; payMethod: 'card' | 'kakaopay' | 'naverpay' }, origin: string) =>
      balancePaymentRequest(db, config, residentIdx, body.merchantUid, body.payMethod, origin),

    /**
     * The payments.balance job (hourly): settles balance payments PortOne has but the server missed, reminds
     * balances due within a day (once), then marks balances past their due date overdue (reminder to the
     * resident, the order flagged for staff).
     */
    async balanceJob(now = new Date()) {
      for (const merchantUid of await listOpenBalanceUids(db)) {
        const payment = await portone.findPaymentByMerchantUid(merchantUid);
        if (payment?.status === 'paid') await settleBalance(payment);
      }
      await remindDueBalances(db, config, now);
      await markOverdueBalances(db, config, now);
      void dispatchNotices(jobs);
    },

    /** The payments.cash_receipts job: issues the cash receipts still due (a failure is retried a few times). */
    issueCashReceipts: (now = new Date()) => issueDueCashReceipts(refundCtx, now),

    /**
     * The reconciliation job: finishes refunds left pending, settles orders left waiting for a payment
     * result (asking PortOne by merchant_uid; none after ABANDON_AFTER_MS closes the order), and ends
     * virtual accounts whose deadline passed without a deposit (voided at PortOne so a late deposit is
     * refused).
     */
    async reconcile(now = new Date()) {
      for (const refundIdx of await repo.listPendingRefundIdxs(db, new Date(now.getTime() - REFUND_RETRY_AFTER_MS))) {
        await executeRefund(refundCtx, refundIdx);
      }
      await this.abandonStale(now);
      for (const merchantUid of await repo.listExpiredVbankOrders(db, now)) {
        const order = (await repo.findOrder(db, merchantUid))!;
        const payment = order.impUid ? await portone.getPayment(order.impUid) : null;
        if (payment?.status === 'paid') {
          await settle(await applyPayment(db, merchantUid, payment));
          continue;
        }
        const refundIdx = await db.transaction(async (tx) => {
          const locked = await repo.lockOrder(tx, merchantUid);
          if (!locked || locked.paymentStatus !== 'vbank_issued') return null;
          await failOrder(tx, locked, await repo.listLines(tx, locked.orderIdx), {
            reason: '입금 기한이 지나 주문이 취소되었어요.',
            actor: 'system',
            expired: true,
          });
          const refund = await repo.insertRefund(tx, {
            orderIdx: locked.orderIdx,
            kind: 'refuse',
            impUid: locked.impUid,
            lines: [],
            voidOnly: true,
            amount: 0,
            checksum: 0,
            reason: '입금 기한 만료',
            actor: 'system',
          });
          return refund?.refundIdx ?? null;
        });
        if (refundIdx) await executeRefund(refundCtx, refundIdx);
      }
      void dispatchNotices(jobs);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
