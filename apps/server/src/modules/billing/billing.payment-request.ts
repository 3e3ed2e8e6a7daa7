import { formatPhone, type PaymentRequest } from '@ipju/contract';
import type { AppConfig } from '../../config';
import { SANDBOX_PATH } from '../../lib/portone';
import type { OrderRow } from './billing.repository';

/** Where the payment window sends the buyer back (the web result page), and PortOne's webhook. */
export const RESULT_PAGE_PATH = '/payment/result';
export const WEBHOOK_PATH = '/api/v2/billings/webhook';

/**
 * What the PortOne v1 payment window (IMP.request_pay) needs for an order. Easy pays (Kakao Pay, Naver
 * Pay) open with their own `pg` and pay_method 'card'. In demo mode `checkoutUrl` is the sandbox's
 * checkout page, which the web opens instead of the SDK.
 */
export type PaymentSubject = Pick<OrderRow, 'payMethod' | 'merchantUid' | 'orderName' | 'amount' | 'deferredAmount' | 'buyerName' | 'buyerPhone' | 'buyerEmail' | 'createdAt'>;

export function paymentRequestOf(
  config: AppConfig,
  order: PaymentSubject,
  origin: string,
  resultPath = RESULT_PAGE_PATH,
  webhookPath = WEBHOOK_PATH,
): PaymentRequest {
  const method = order.payMethod as 'card' | 'vbank' | 'kakaopay' | 'naverpay';
  const pg = config.portone.pg[method];
  const payMethod = method === 'vbank' ? 'vbank' : 'card';
  const vbankDue = method === 'vbank' ? new Date(order.createdAt.getTime() + config.portone.vbankDueHours * 3_600_000) : null;
  const request: PaymentRequest = {
    impCode: config.portone.impCode,
    pg,
    payMethod,
    merchantUid: order.merchantUid,
    name: order.orderName,
    // 반반 결제: the first PortOne payment is the first half (billing.balance.ts).
    amount: order.amount - order.deferredAmount,
    buyerName: order.buyerName ?? '입주 고객',
    buyerTel: order.buyerPhone ? formatPhone(order.buyerPhone) : '',
    buyerEmail: order.buyerEmail,
    mRedirectUrl: `${origin}${resultPath}`,
    noticeUrl: `${origin}${webhookPath}`,
    vbankDue: vbankDue?.toISOString() ?? null,
    checkoutUrl: null,
  };
  if (config.portone.sandbox) request.checkoutUrl = sandboxCheckoutUrl(request, method, resultPath, webhookPath);
  return request;
}

/** The sandbox checkout page with the same parameters IMP.request_pay would get. */
function sandboxCheckoutUrl(request: PaymentRequest, method: string, resultPath: string, webhookPath: string): string {
  const params = new URLSearchParams({
    merchant_uid: request.merchantUid,
    amount: String(request.amount),
    name: request.name,
    pay_method: method,
    pg: request.pg,
    buyer_name: request.buyerName,
    buyer_tel: request.buyerTel,
    buyer_email: request.buyerEmail ?? '',
    m_redirect_url: resultPath,
    notice_url: webhookPath,
    ...(request.vbankDue ? { vbank_due: request.vbankDue } : {}),
  });
  return `${SANDBOX_PATH}/checkout?${params.toString()}`;
}
