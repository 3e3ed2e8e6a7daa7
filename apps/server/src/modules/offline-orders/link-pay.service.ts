import { formatWon, type LinkPayInitResult, type LinkPayMethod, type LinkPayPage, type LinkPayResult } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { dispatchNotices, partnerNotices, queuePartnerNotice } from '../../lib/notifications';
import { PortOneError, type PortOnePayment } from '../../lib/portone';
import { sha256 } from '../../lib/tokens';
import { fetchPayment, paymentRequestOf } from '../billing';
import { toLinkPayPage } from './offline-orders.mapper';
import * as repo from './offline-orders.repository';
import { parseMerchantUid, payPagePath, queueCustomerMessage } from './offline-orders.service';

export const LINK_PAY_WEBHOOK_PATH = '/api/v2/linkpay/webhook';

const LINK_MISSING = '결제 링크를 찾을 수 없어요. 받은 문자나 알림톡의 링크를 다시 눌러 주세요.';
const LINK_REPLACED = '주문 금액이나 내용이 바뀌어 이 링크로는 결제할 수 없어요. 업체가 새로 보낸 링크로 결제해 주세요.';

type Outcome = LinkPayResult['outcome'];

/**
 * The resident's side of a payment link (/pay/<token>): no account needed; the token is the key. A payment is
 * believed only as PortOne reports it, and marks the order paid once (repo.claimPaid, a conditional update on the
 * version and amount), however many reports (the page's completion call, PortOne's webhooks) race.
 */
export function createLinkPayService(deps: AppDeps) {
  const { db, config, portone, jobs } = deps;

  async function linkOf(token: string) {
    const link = await repo.findLinkByHash(db, sha256(token));
    if (!link) throw new AppError('NOT_FOUND', LINK_MISSING);
    const shown = (await repo.findShown(db, link.offlineIdx))!;
    return { link, shown, current: link.version === shown.order.version };
  }

  async function currentLink(token: string) {
    const found = await linkOf(token);
    if (!found.current) throw new AppError('CONFLICT', LINK_REPLACED);
    return found;
  }

  /**
   * Applies a PortOne payment to its offline order. Paid, of the order's current version and amount, while
   * pending: the order becomes paid (once), the company gets a 'link_paid' notice and the customer a receipt
   * message. A paid payment that cannot be accepted (an older version, another amount, a cancelled or already
   * paid order) is refunded in full after the commit.
   */
  async function apply(payment: PortOnePayment): Promise<{ outcome: Outcome; message: string; offlineIdx: number | null }> {
    const ref = parseMerchantUid(payment.merchant_uid);
    if (!ref) return { outcome: 'failed', message: '입주 결제 링크의 결제가 아니에요.', offlineIdx: null };
    if (payment.status !== 'paid') {
      const failed = payment.status === 'failed' || payment.status === 'cancelled';
      return {
        outcome: failed ? 'failed' : 'pending',
        message: failed ? `결제가 완료되지 않았어요${payment.fail_reason ? `: ${payment.fail_reason}` : '.'} 다시 결제해 주세요.` : '결제를 확인하고 있어요.',
        offlineIdx: ref.offlineIdx,
      };
    }
    const decided = await db.transaction(async (tx) => {
      const payMethod = payment.pg_provider === 'kakaopay' || payment.pg_provider === 'naverpay' ? payment.pg_provider : 'card';
      const claimed = await repo.claimPaid(tx, ref.offlineIdx, ref.version, { amount: payment.amount, impUid: payment.imp_uid, payMethod });
      if (claimed) {
        const shown = (await repo.findShown(tx, claimed.offlineIdx))!;
        await queuePartnerNotice(
          tx,
          partnerNotices.linkPaid({ ...claimed, itemName: shown.itemName, apartmentName: shown.complexName }),
        );
        await queueCustomerMessage(tx, {
          phone: claimed.customerPhone,
          linkType: 'ALIMTALK',
          title: '결제가 완료됐어요',
          body: `${shown.companyName} ${shown.itemName} ${formatWon(claimed.amount)} 결제가 완료됐어요.`,
          template: 'OFFLINE_PAID',
        });
        return { refund: null, message: '결제가 완료됐어요.' };
      }
      const row = await repo.lockOrder(tx, ref.offlineIdx);
      if (row && row.impUid === payment.imp_uid) return { refund: null, message: '결제가 완료됐어요.' };
      const reason = !row
        ? '주문을 찾을 수 없어 결제를 취소했어요.'
        : row.status === 'cancelled'
          ? '업체가 취소한 주문이라 결제를 취소했어요.'
          : row.status === 'paid'
            ? '이미 결제된 주문이라 이번 결제는 취소했어요.'
            : row.version !== ref.version
              ? '주문 내용이 바뀌어 결제를 취소했어요. 업체가 새로 보낸 링크로 결제해 주세요.'
              : '결제 금액이 주문 금액과 달라 결제를 취소했어요. 다시 결제해 주세요.';
      return { refund: reason, message: reason };
    });
    if (decided.refund) {
      await refuse(payment, decided.refund);
      return { outcome: 'failed', message: decided.message, offlineIdx: ref.offlineIdx };
    }
    await dispatchNotices(jobs);
    return { outcome: 'paid', message: decided.message, offlineIdx: ref.offlineIdx };
  }

  /** Refunds a refused payment in full. PortOne's checksum makes a repeated refund fail instead of paying back twice. */
  async function refuse(payment: PortOnePayment, reason: string) {
    const left = payment.amount - payment.cancel_amount;
    if (left <= 0) return;
    await portone.cancelPayment({ impUid: payment.imp_uid, amount: left, checksum: left, reason }).catch((error: unknown) => {
      if (!(error instanceof PortOneError)) throw error;
    });
  }

  return {
    /** The link's page: the order while the link is current; a replaced link says so (200), without the changed order. */
    async view(token: string): Promise<LinkPayPage> {
      const { link, shown } = await linkOf(token);
      return toLinkPayPage(shown, link.version);
    },

    /** The PortOne payment window for the link's order (its current amount); 409 once it is paid or cancelled. */
    async init(token: string, payMethod: LinkPayMethod, origin: string): Promise<LinkPayInitResult> {
      const { shown } = await currentLink(token);
      const { order } = shown;
      if (order.status === 'paid') throw new AppError('CONFLICT', '이미 결제가 끝난 주문이에요.');
      if (order.status === 'cancelled') throw new AppError('CONFLICT', '업체가 취소한 주문이라 결제할 수 없어요.');
      const payment = paymentRequestOf(
        config,
        {
          payMethod,
          merchantUid: order.merchantUid,
          orderName: `${shown.companyName} ${shown.itemName}`.slice(0, 80),
          amount: order.amount,
          deferredAmount: 0,
          buyerName: order.customerName,
          buyerPhone: order.customerPhone,
          buyerEmail: null,
          createdAt: order.updatedAt,
        },
        origin,
        payPagePath(token),
        LINK_PAY_WEBHOOK_PATH,
      );
      await repo.markPaymentOpened(db, order.offlineIdx);
      return { amount: order.amount, payment };
    },

    /** The page's report after the payment window: the payment is read from PortOne, never taken from the page. */
    async complete(token: string, impUid: string): Promise<LinkPayResult> {
      const { link } = await linkOf(token);
      const payment = await fetchPayment(portone, impUid);
      if (parseMerchantUid(payment.merchant_uid)?.offlineIdx !== link.offlineIdx) {
        throw new AppError('VALIDATION', '이 주문의 결제가 아니에요.', [{ field: 'impUid', message: '다른 주문의 결제예요.' }]);
      }
      const result = await apply(payment);
      const shown = (await repo.findShown(db, link.offlineIdx))!;
      return { outcome: result.outcome, message: result.message, order: toLinkPayPage(shown, link.version) };
    },

    /**
     * The linkpay.reconcile job (every 5 minutes): pending orders whose payment window was opened in the last
     * two days are asked about at PortOne, so a payment whose page report and webhook were both lost still
     * marks the order paid (through the same claim). Returns how many it found paid.
     */
    async reconcile(now = new Date()): Promise<number> {
      let paid = 0;
      for (const { merchantUid } of await repo.listOpenedPending(db, new Date(now.getTime() - 2 * 86_400_000), 100)) {
        const payment = await portone.findPaymentByMerchantUid(merchantUid).catch(() => null);
        if (payment?.status === 'paid' && (await apply(payment)).outcome === 'paid') paid += 1;
      }
      return paid;
    },

    /** PortOne's webhook for link payments: trusted only through the payment its imp_uid names at PortOne. */
    async webhook(impUid: string): Promise<{ outcome: string }> {
      const payment = await fetchPayment(portone, impUid);
      return { outcome: (await apply(payment)).outcome };
    },
  };
}

export type LinkPayService = ReturnType<typeof createLinkPayService>;
