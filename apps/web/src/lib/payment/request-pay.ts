import { seoulClock, type BillingInitResult, type PaymentRequest } from '@ipju/contract';

/**
 * Opening the payment window for an order made by POST /billings/init (docs/COMMERCE.md, Payment 2):
 *
 * - `paid` (coupons and points covered everything): no window, straight to the result page;
 * - demo mode: the server gives `payment.checkoutUrl`, the PortOne sandbox's checkout page, and the
 *   browser goes there (it comes back to m_redirect_url like PortOne's mobile flow);
 * - otherwise the PortOne v1 SDK: IMP.init(impCode) and IMP.request_pay(...). On mobile PortOne
 *   redirects to m_redirect_url itself; on PC the callback runs, and it goes to the result page with
 *   the same query parameters the redirect uses (imp_uid, merchant_uid, imp_success, error_msg).
 */

export const IAMPORT_SDK_URL = 'https://cdn.iamport.kr/v1/iamport.js';
export const RESULT_PAGE_PATH = '/payment/result';

/** What IMP.request_pay's callback receives (PortOne v1). */
export interface IamportResponse {
  success?: boolean;
  imp_success?: boolean;
  imp_uid?: string | null;
  merchant_uid?: string;
  error_code?: string;
  error_msg?: string;
}

export interface IamportRequest {
  pg: string;
  pay_method: string;
  merchant_uid: string;
  name: string;
  amount: number;
  buyer_name: string;
  buyer_tel: string;
  buyer_email?: string;
  m_redirect_url: string;
  notice_url: string;
  vbank_due?: string;
}

export interface Iamport {
  init: (impCode: string) => void;
  request_pay: (params: IamportRequest, callback: (response: IamportResponse) => void) => void;
}

declare global {
  interface Window {
    IMP?: Iamport;
  }
}

export interface ResultParams {
  impUid?: string | null;
  merchantUid: string;
  impSuccess?: boolean;
  errorMsg?: string | null;
  /** Paid at init by coupons and points (no payment window). */
  paid?: boolean;
}

/** '/payment/result?imp_uid=...&merchant_uid=...&imp_success=true', PortOne's redirect parameters. */
export function resultPath({ impUid, merchantUid, impSuccess, errorMsg, paid }: ResultParams, base = RESULT_PAGE_PATH): string {
  const query = new URLSearchParams();
  if (impUid) query.set('imp_uid', impUid);
  query.set('merchant_uid', merchantUid);
  if (impSuccess !== undefined) query.set('imp_success', String(impSuccess));
  if (errorMsg) query.set('error_msg', errorMsg);
  if (paid) query.set('paid', 'true');
  return `${base}?${query.toString()}`;
}

/** PortOne's vbank_due, YYYYMMDDhhmm in Asia/Seoul: '2026-11-25T04:30:00Z' -> '202611251330'. */
export function toVbankDue(iso: string): string {
  const { year, month, day, hour, minute } = seoulClock(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}${pad(month)}${pad(day)}${pad(hour)}${pad(minute)}`;
}

/** IMP.request_pay's parameters for the server's payment request. */
export function iamportRequestOf(payment: PaymentRequest): IamportRequest {
  const request: IamportRequest = {
    pg: payment.pg,
    pay_method: payment.payMethod,
    merchant_uid: payment.merchantUid,
    name: payment.name,
    amount: payment.amount,
    buyer_name: payment.buyerName,
    buyer_tel: payment.buyerTel,
    m_redirect_url: payment.mRedirectUrl,
    notice_url: payment.noticeUrl,
  };
  if (payment.buyerEmail) request.buyer_email = payment.buyerEmail;
  if (payment.vbankDue) request.vbank_due = toVbankDue(payment.vbankDue);
  return request;
}

export const SDK_LOAD_ERROR = '결제창을 불러오지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.';

let loading: Promise<Iamport> | null = null;

/** Loads the PortOne v1 SDK once (a script tag; the CSP allows cdn.iamport.kr). */
export function loadIamport(doc: Document = document, win: Window = window): Promise<Iamport> {
  if (win.IMP) return Promise.resolve(win.IMP);
  if (loading) return loading;
  loading = new Promise<Iamport>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = IAMPORT_SDK_URL;
    script.async = true;
    script.onload = () => (win.IMP ? resolve(win.IMP) : reject(new Error(SDK_LOAD_ERROR)));
    script.onerror = () => reject(new Error(SDK_LOAD_ERROR));
    doc.head.appendChild(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}

export interface RequestPayOptions {
  /** In-app navigation (react-router's navigate) for the result page. */
  navigate: (to: string) => void;
  /** Leaves the app for the sandbox checkout page; default window.location.assign. */
  assign?: (url: string) => void;
  /** Default loadIamport(). */
  loadSdk?: () => Promise<Iamport>;
  /** Where the result goes (PortOne's redirect parameters in the query); default the order payment result page. */
  resultBase?: string;
}

/** Opens the payment for an initialised order. Rejects (Korean message) when the SDK cannot load. */
export async function requestPay(init: Pick<BillingInitResult, 'merchantUid' | 'paid' | 'payment'>, options: RequestPayOptions): Promise<void> {
  const { navigate, assign = (url) => window.location.assign(url), loadSdk = () => loadIamport(), resultBase = RESULT_PAGE_PATH } = options;
  const payment = init.payment;
  if (init.paid || !payment) {
    navigate(resultPath({ merchantUid: init.merchantUid, paid: true }, resultBase));
    return;
  }
  if (payment.checkoutUrl) {
    assign(payment.checkoutUrl);
    return;
  }
  const IMP = await loadSdk();
  IMP.init(payment.impCode);
  IMP.request_pay(iamportRequestOf(payment), (response) => {
    navigate(
      resultPath({
        impUid: response.imp_uid ?? null,
        merchantUid: response.merchant_uid || payment.merchantUid,
        impSuccess: response.success ?? response.imp_success ?? false,
        errorMsg: response.error_msg ?? null,
      }, resultBase),
    );
  });
}
