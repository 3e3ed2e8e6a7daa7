/**
 * PortOne (I'mport) REST API v1 shapes that ipju reads. Field names are PortOne's own (snake_case);
 * times are Unix seconds (0 when not set), as PortOne sends them.
 */
export type PortOnePaymentStatus = 'ready' | 'paid' | 'failed' | 'cancelled';

export interface PortOneCancelHistory {
  pg_tid: string | null;
  amount: number;
  cancelled_at: number;
  reason: string;
  receipt_url: string | null;
}

export interface PortOnePayment {
  imp_uid: string;
  merchant_uid: string;
  /** Amount paid (or to be deposited, for an issued virtual account). */
  amount: number;
  /** Sum of everything cancelled so far (partial cancels add up). */
  cancel_amount: number;
  status: PortOnePaymentStatus;
  /** 'card', 'vbank', 'point' (easy-pay balance), 'trans', ... */
  pay_method: string;
  /** 'html5_inicis', 'kakaopay', 'naverpay', ... */
  pg_provider: string;
  name: string | null;
  buyer_name: string | null;
  buyer_tel: string | null;
  buyer_email: string | null;
  vbank_code: string | null;
  vbank_name: string | null;
  vbank_num: string | null;
  vbank_holder: string | null;
  /** Deposit deadline of a virtual account (Unix seconds). */
  vbank_date: number;
  paid_at: number;
  failed_at: number;
  cancelled_at: number;
  fail_reason: string | null;
  receipt_url: string | null;
  cancel_history: PortOneCancelHistory[];
  currency: string;
}

export interface PortOneCancelInput {
  impUid: string;
  merchantUid?: string;
  /** Amount to cancel now (partial when less than what is left); 0 cancels what is left, or voids an
   * issued virtual account that was never paid. */
  amount: number;
  /** What is cancellable before this cancel (amount - cancel_amount); PortOne refuses a mismatch. */
  checksum: number;
  reason: string;
  /** Virtual-account refunds: where the money goes. */
  refundHolder?: string;
  refundBank?: string;
  refundAccount?: string;
}

/** PortOne v1's cash receipt (POST/GET /receipts/{imp_uid}). */
export interface PortOneCashReceipt {
  imp_uid: string;
  receipt_tid: string | null;
  apply_num: string | null;
  /** 'person' (소득공제) or 'company' (지출증빙). */
  type: 'person' | 'company';
  amount: number;
  vat: number;
  receipt_url: string | null;
  applied_at: number;
  cancelled_at: number;
  status: 'ISSUED' | 'CANCELLED';
}

export interface PortOneReceiptInput {
  impUid: string;
  /** Digits: a mobile number (person) or a business registration number (company). */
  identifier: string;
  identifierType: 'phone' | 'business';
  type: 'person' | 'company';
  buyerName?: string | null;
  buyerEmail?: string | null;
  buyerTel?: string | null;
}

/** A failed PortOne call: HTTP error, or HTTP 200 with `code != 0`. The message is PortOne's own. */
export class PortOneError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'PortOneError';
  }
}

export interface PortOneClient {
  /** GET /payments/{imp_uid}; null when PortOne has no such payment. */
  getPayment(impUid: string): Promise<PortOnePayment | null>;
  /** GET /payments/find/{merchant_uid}: the latest payment of an order; null when none. */
  findPaymentByMerchantUid(merchantUid: string): Promise<PortOnePayment | null>;
  /** POST /payments/cancel; resolves with the payment after the cancel. */
  cancelPayment(input: PortOneCancelInput): Promise<PortOnePayment>;
  /** POST /receipts/{imp_uid}: issues the cash receipt of a paid virtual-account (or transfer) payment. */
  issueReceipt(input: PortOneReceiptInput): Promise<PortOneCashReceipt>;
  /** GET /receipts/{imp_uid}: the payment's cash receipt; null when none was issued. */
  getReceipt(impUid: string): Promise<PortOneCashReceipt | null>;
}
