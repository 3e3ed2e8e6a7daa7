import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayment, createSandboxTestApp, merchantUid, type SandboxTestContext } from '../../../test/portone-sandbox';
import { createPortOneClient } from './client';
import { SANDBOX_PATH } from './sandbox-path';
import { PortOneError, type PortOneClient, type PortOnePayment } from './types';

/** Every field of PortOne's payment object that ipju reads (lib/portone/types.ts), and nothing else. */
const PAYMENT_KEYS = [
  'amount', 'buyer_email', 'buyer_name', 'buyer_tel', 'cancel_amount', 'cancel_history', 'cancelled_at', 'currency',
  'fail_reason', 'failed_at', 'imp_uid', 'merchant_uid', 'name', 'paid_at', 'pay_method', 'pg_provider', 'receipt_url',
  'status', 'vbank_code', 'vbank_date', 'vbank_holder', 'vbank_name', 'vbank_num',
].sort();

const REFUND = { refundHolder: '김입주', refundBank: '088', refundAccount: '110-123-456789' };

async function expectPortOneError(call: Promise<unknown>, code: number, message?: RegExp | string): Promise<PortOneError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PortOneError);
  const portOneError = error as PortOneError;
  expect(portOneError.code).toBe(code);
  if (message) expect(portOneError.message).toMatch(message);
  return portOneError;
}

describe('PortOne client against the sandbox (demo mode, in process)', () => {
  let t: SandboxTestContext;
  let portone: PortOneClient;
  beforeAll(async () => {
    t = await createSandboxTestApp();
    portone = t.deps.portone;
  });
  afterAll(() => t.close());

  it('reads a paid card payment in exactly PortOne v1 shape', async () => {
    const merchant = merchantUid();
    const before = Math.floor(Date.now() / 1000);
    const impUid = await createPayment(t.app, {
      merchant_uid: merchant,
      amount: 400_000,
      name: '줄눈 시공 외 1건',
      buyer_name: '김입주',
      buyer_tel: '01012345678',
      buyer_email: 'buyer@example.com',
    });
    expect(impUid).toMatch(/^imp_\d{12}$/);

    const payment = (await portone.getPayment(impUid))!;
    expect(Object.keys(payment).sort()).toEqual(PAYMENT_KEYS);
    expect(payment).toMatchObject({
      imp_uid: impUid,
      merchant_uid: merchant,
      amount: 400_000,
      cancel_amount: 0,
      status: 'paid',
      pay_method: 'card',
      pg_provider: 'html5_inicis',
      name: '줄눈 시공 외 1건',
      buyer_name: '김입주',
      buyer_tel: '01012345678',
      buyer_email: 'buyer@example.com',
      vbank_code: null,
      vbank_num: null,
      vbank_date: 0,
      failed_at: 0,
      cancelled_at: 0,
      fail_reason: null,
      cancel_history: [],
      currency: 'KRW',
    } satisfies Partial<PortOnePayment>);
    expect(payment.paid_at).toBeGreaterThanOrEqual(before);
    expect(payment.receipt_url).toBe(`${SANDBOX_PATH}/receipts/${impUid}`);
  });

  it('finds the newest payment of a merchant_uid, and null for unknown ones', async () => {
    const merchant = merchantUid();
    await createPayment(t.app, { merchant_uid: merchant, outcome: 'failed' });
    const retried = await createPayment(t.app, { merchant_uid: merchant, outcome: 'paid' });
    const found = await portone.findPaymentByMerchantUid(merchant);
    expect(found?.imp_uid).toBe(retried);
    expect(found?.status).toBe('paid');

    expect(await portone.findPaymentByMerchantUid(merchantUid())).toBeNull();
    expect(await portone.getPayment('imp_000000000000')).toBeNull();
  });

  it('cancels in part with the checksum (status stays paid), then the rest (cancelled)', async () => {
    const impUid = await createPayment(t.app, { amount: 50_000 });
    const partial = await portone.cancelPayment({ impUid, amount: 20_000, checksum: 50_000, reason: '줄눈 시공 취소' });
    expect(partial).toMatchObject({ status: 'paid', cancel_amount: 20_000, cancelled_at: 0 });
    expect(partial.cancel_history).toEqual([
      expect.objectContaining({ amount: 20_000, reason: '줄눈 시공 취소', pg_tid: null, cancelled_at: expect.any(Number) }),
    ]);

    const rest = await portone.cancelPayment({ impUid, amount: 30_000, checksum: 30_000, reason: '나머지 취소' });
    expect(rest).toMatchObject({ status: 'cancelled', cancel_amount: 50_000 });
    expect(rest.cancelled_at).toBeGreaterThan(0);
    expect(rest.cancel_history.map((h) => h.amount)).toEqual([20_000, 30_000]);

    await expectPortOneError(portone.cancelPayment({ impUid, amount: 1_000, checksum: 0, reason: '또 취소' }), 1, '이미 전액취소된 주문입니다.');
  });

  it('refuses a checksum that is not what is left (code 1 on HTTP 200) and changes nothing', async () => {
    const impUid = await createPayment(t.app, { amount: 30_000 });
    await portone.cancelPayment({ impUid, amount: 10_000, checksum: 30_000, reason: '부분 취소' });
    // A second caller still believes 30,000 is cancellable.
    const error = await expectPortOneError(portone.cancelPayment({ impUid, amount: 10_000, checksum: 30_000, reason: '중복' }), 1, /checksum/);
    expect(error.httpStatus).toBe(200);
    expect(error.message).toContain('지금 환불할 수 있는 금액은 20,000원이에요.');
    await expectPortOneError(
      portone.cancelPayment({ impUid, amount: 25_000, checksum: 20_000, reason: '초과' }),
      1,
      '취소 요청 금액(25,000원)이 취소 가능 금액(20,000원)보다 커요.',
    );
    expect(await portone.getPayment(impUid)).toMatchObject({ status: 'paid', cancel_amount: 10_000 });
  });

  it('issues a virtual account, takes the deposit, then refunds only to a refund account', async () => {
    const merchant = merchantUid();
    const impUid = await createPayment(t.app, { merchant_uid: merchant, amount: 120_000, pay_method: 'vbank' });
    const issued = (await portone.getPayment(impUid))!;
    expect(issued).toMatchObject({
      status: 'ready',
      pay_method: 'vbank',
      vbank_code: '004',
      vbank_name: 'KB국민은행',
      vbank_holder: '(주)입주',
      paid_at: 0,
      receipt_url: null,
    });
    expect(issued.vbank_num).toMatch(/^\d{10,16}$/);
    const expectedDue = Math.floor(Date.now() / 1000) + t.config.portone.vbankDueHours * 3600;
    expect(Math.abs(issued.vbank_date - expectedDue)).toBeLessThan(60);

    const deposit = await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/vbank/deposit`, payload: { imp_uid: impUid } });
    expect(deposit.json()).toMatchObject({ code: 0, response: { status: 'paid' } });
    const paid = (await portone.findPaymentByMerchantUid(merchant))!;
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).toBeGreaterThan(0);

    await expectPortOneError(portone.cancelPayment({ impUid, amount: 20_000, checksum: 120_000, reason: '환불' }), 1, /refund_account/);
    const refunded = await portone.cancelPayment({ impUid, amount: 20_000, checksum: 120_000, reason: '환불', ...REFUND });
    expect(refunded).toMatchObject({ status: 'paid', cancel_amount: 20_000 });
  });

  it('withdraws an issued but unpaid virtual account without moving money', async () => {
    const impUid = await createPayment(t.app, { amount: 80_000, pay_method: 'vbank' });
    const cancelled = await portone.cancelPayment({ impUid, amount: 80_000, checksum: 80_000, reason: '입금 전 취소' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_amount: 0, cancel_history: [] });
    expect(cancelled.cancelled_at).toBeGreaterThan(0);
  });

  it('refuses to cancel a failed payment and an unknown one', async () => {
    const impUid = await createPayment(t.app, { outcome: 'failed' });
    await expectPortOneError(portone.cancelPayment({ impUid, amount: 10_000, checksum: 10_000, reason: '취소' }), 1);
    const unknown = await expectPortOneError(
      portone.cancelPayment({ impUid: 'imp_000000000000', amount: 1, checksum: 1, reason: '취소' }),
      -1,
      '존재하지 않는 결제정보입니다.',
    );
    expect(unknown.httpStatus).toBe(404);
  });
});

/** A fake PortOne: answers by path, counts calls. */
function fakePortOne(routes: Record<string, (init: RequestInit) => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    const route = routes[path];
    if (!route) return Response.json({ code: -1, message: 'no route', response: null }, { status: 404 });
    return route(init ?? {});
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const tokenRoute = (lifetimeS: number) => () => {
  const now = Math.floor(Date.now() / 1000);
  return json({ code: 0, message: null, response: { access_token: `tok-${Math.random()}`, now, expired_at: now + lifetimeS } });
};
const client = (fetch: typeof globalThis.fetch) =>
  createPortOneClient({ baseUrl: 'https://api.portone.test', apiKey: 'key', apiSecret: 'secret', fetch });

describe('PortOne client error semantics (fake fetch)', () => {
  it('treats HTTP 200 with code != 0 as a failure', async () => {
    const fake = fakePortOne({
      '/users/getToken': tokenRoute(1800),
      '/payments/cancel': () => json({ code: 1, message: '이미 전액취소된 주문입니다.', response: null }),
      '/payments/imp_1': () => json({ code: 1, message: '조회 실패', response: null }),
    });
    const error = await expectPortOneError(
      client(fake.fetch).cancelPayment({ impUid: 'imp_1', amount: 1, checksum: 1, reason: 'x' }),
      1,
      '이미 전액취소된 주문입니다.',
    );
    expect(error.httpStatus).toBe(200);
    await expectPortOneError(client(fake.fetch).getPayment('imp_1'), 1, '조회 실패');
  });

  it('reuses the token until shortly before it expires', async () => {
    const paid = () => json({ code: 0, message: null, response: { imp_uid: 'imp_1' } });
    const longLived = fakePortOne({ '/users/getToken': tokenRoute(1800), '/payments/imp_1': paid });
    const reuse = client(longLived.fetch);
    await reuse.getPayment('imp_1');
    await reuse.getPayment('imp_1');
    await reuse.getPayment('imp_1');
    expect(longLived.calls.filter((c) => c === '/users/getToken')).toHaveLength(1);

    // A token within the renewal margin (60 s) is renewed on every call.
    const nearExpiry = fakePortOne({ '/users/getToken': tokenRoute(30), '/payments/imp_1': paid });
    const renew = client(nearExpiry.fetch);
    await renew.getPayment('imp_1');
    await renew.getPayment('imp_1');
    expect(nearExpiry.calls.filter((c) => c === '/users/getToken')).toHaveLength(2);
  });

  it('answers null for 404 and renews the token after a 401', async () => {
    let unauthorized = true;
    const fake = fakePortOne({
      '/users/getToken': tokenRoute(1800),
      '/payments/imp_missing': () => json({ code: -1, message: '존재하지 않는 결제정보입니다.', response: null }, 404),
      '/payments/imp_1': () => {
        if (unauthorized) {
          unauthorized = false;
          return json({ code: -1, message: 'Unauthorized', response: null }, 401);
        }
        return json({ code: 0, message: null, response: { imp_uid: 'imp_1' } });
      },
    });
    const portone = client(fake.fetch);
    expect(await portone.getPayment('imp_missing')).toBeNull();
    const error = await expectPortOneError(portone.getPayment('imp_1'), -1, 'Unauthorized');
    expect(error.httpStatus).toBe(401);
    expect(await portone.getPayment('imp_1')).toEqual({ imp_uid: 'imp_1' });
    expect(fake.calls.filter((c) => c === '/users/getToken')).toHaveLength(2);
  });

  it('turns a refused token, a network error and a non-JSON answer into PortOneError', async () => {
    const refused = fakePortOne({ '/users/getToken': () => json({ code: -1, message: '키가 올바르지 않아요.', response: null }, 401) });
    const tokenError = await expectPortOneError(client(refused.fetch).getPayment('imp_1'), -1, '키가 올바르지 않아요.');
    expect(tokenError.httpStatus).toBe(401);

    const down: typeof globalThis.fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const network = await expectPortOneError(client(down).getPayment('imp_1'), -1, /unreachable/);
    expect(network.httpStatus).toBe(0);

    const html = fakePortOne({ '/users/getToken': () => new Response('<html>502</html>', { status: 502 }) });
    const notJson = await expectPortOneError(client(html.fetch).getPayment('imp_1'), -1);
    expect(notJson.httpStatus).toBe(502);
  });
});
