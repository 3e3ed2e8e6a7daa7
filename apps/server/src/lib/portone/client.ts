import { PortOneError, type PortOneCancelInput, type PortOneCashReceipt, type PortOneClient, type PortOnePayment, type PortOneReceiptInput } from './types';

export interface PortOneClientOptions {
  /** REST base URL without a trailing slash: https://api.iamport.kr, or the sandbox's. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call is abandoned. */
  timeoutMs?: number;
}

interface Envelope<T> {
  code: number;
  message: string | null;
  response: T | null;
}

/** PortOne answers "no such payment" with HTTP 404 and a non-zero code. */
const NOT_FOUND_STATUS = 404;
/** Renew the access token this long before PortOne's expired_at. */
const TOKEN_MARGIN_S = 60;

/**
 * PortOne (I'mport) REST API v1 client: POST /users/getToken (the token is reused until shortly before it
 * expires), GET /payments/{imp_uid}, GET /payments/find/{merchant_uid}, POST /payments/cancel. A call
 * fails with PortOneError when the HTTP status is not 2xx or when PortOne answers 200 with code != 0.
 */
export function createPortOneClient(options: PortOneClientOptions): PortOneClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, auth = true): Promise<{ status: number; envelope: Envelope<T> }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (auth) headers.authorization = `Bearer ${await accessToken()}`;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PortOneError(`PortOne unreachable: ${error instanceof Error ? error.message : String(error)}`, -1, 0);
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new PortOneError(`PortOne answered HTTP ${response.status} without JSON`, -1, response.status);
    }
    return { status: response.status, envelope };
  }

  async function accessToken(): Promise<string> {
    const now = Date.now() / 1000;
    if (token && token.expiresAt - TOKEN_MARGIN_S > now) return token.value;
    const { status, envelope } = await call<{ access_token: string; now: number; expired_at: number }>(
      'POST',
      '/users/getToken',
      { imp_key: options.apiKey, imp_secret: options.apiSecret },
      false,
    );
    const response = envelope.response;
    if (status >= 300 || envelope.code !== 0 || !response?.access_token) {
      throw new PortOneError(envelope.message ?? 'PortOne token refused', envelope.code ?? -1, status);
    }
    // expired_at is PortOne's clock; keep the same lifetime on ours.
    token = { value: response.access_token, expiresAt: now + (response.expired_at - response.now) };
    return token.value;
  }

  async function readPayment(path: string): Promise<PortOnePayment | null> {
    const { status, envelope } = await call<PortOnePayment>('GET', path);
    if (status === NOT_FOUND_STATUS) return null;
    if (status === 401) token = null;
    if (status >= 300 || envelope.code !== 0) {
      throw new PortOneError(envelope.message ?? `PortOne HTTP ${status}`, envelope.code ?? -1, status);
    }
    return envelope.response;
  }

  return {
    getPayment: (impUid) => readPayment(`/payments/${encodeURIComponent(impUid)}`),

    findPaymentByMerchantUid: (merchantUid) => readPayment(`/payments/find/${encodeURIComponent(merchantUid)}`),

    async cancelPayment(input: PortOneCancelInput): Promise<PortOnePayment> {
      const { status, envelope } = await call<PortOnePayment>('POST', '/payments/cancel', {
        imp_uid: input.impUid,
        ...(input.merchantUid ? { merchant_uid: input.merchantUid } : {}),
        // Without an amount PortOne cancels what is left (and an unpaid virtual account is voided).
        ...(input.amount > 0 ? { amount: input.amount, checksum: input.checksum } : {}),
        reason: input.reason,
        ...(input.refundHolder ? { refund_holder: input.refundHolder } : {}),
        ...(input.refundBank ? { refund_bank: input.refundBank } : {}),
        ...(input.refundAccount ? { refund_account: input.refundAccount } : {}),
      });
      if (status === 401) token = null;
      if (status >= 300 || envelope.code !== 0 || !envelope.response) {
        throw new PortOneError(envelope.message ?? `PortOne HTTP ${status}`, envelope.code ?? -1, status);
      }
      return envelope.response;
    },

    async issueReceipt(input: PortOneReceiptInput): Promise<PortOneCashReceipt> {
      const { status, envelope } = await call<PortOneCashReceipt>('POST', `/receipts/${encodeURIComponent(input.impUid)}`, {
        identifier: input.identifier,
        identifier_type: input.identifierType,
        type: input.type,
        ...(input.buyerName ? { buyer_name: input.buyerName } : {}),
        ...(input.buyerEmail ? { buyer_email: input.buyerEmail } : {}),
        ...(input.buyerTel ? { buyer_tel: input.buyerTel } : {}),
      });
      if (status === 401) token = null;
      if (status >= 300 || envelope.code !== 0 || !envelope.response) {
        throw new PortOneError(envelope.message ?? `PortOne HTTP ${status}`, envelope.code ?? -1, status);
      }
      return envelope.response;
    },

    async getReceipt(impUid: string): Promise<PortOneCashReceipt | null> {
      const { status, envelope } = await call<PortOneCashReceipt>('GET', `/receipts/${encodeURIComponent(impUid)}`);
      if (status === NOT_FOUND_STATUS) return null;
      if (status === 401) token = null;
      if (status >= 300 || envelope.code !== 0) {
        throw new PortOneError(envelope.message ?? `PortOne HTTP ${status}`, envelope.code ?? -1, status);
      }
      return envelope.response;
    },
  };
}
