import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../../db/schema';
import { itOnPostgres } from '../../../../test/on-postgres';
import {
  createPayment,
  createSandboxTestApp,
  merchantUid,
  sandboxToken,
  WEBHOOK_PATH,
  type SandboxTestContext,
} from '../../../../test/portone-sandbox';
import { LOOPBACK_ORIGIN } from '../loopback';
import { SANDBOX_PATH } from '../sandbox-path';
import type { PortOnePayment } from '../types';
import { issueToken, TOKEN_TTL_S } from './token';

let t: SandboxTestContext;
beforeAll(async () => {
  t = await createSandboxTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}${url}`, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `${SANDBOX_PATH}${url}`, headers });
const authed = async () => ({ authorization: `Bearer ${await sandboxToken(t)}` });
const webhooksFor = (impUid: string) => t.webhooks.filter((w) => w.imp_uid === impUid);

describe('POST /sandbox/portone/users/getToken', () => {
  it('issues a 30-minute token for the configured key and secret', async () => {
    const res = await post('/users/getToken', { imp_key: t.config.portone.apiKey, imp_secret: t.config.portone.apiSecret });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; message: null; response: { access_token: string; now: number; expired_at: number } }>();
    expect(body.code).toBe(0);
    expect(body.message).toBeNull();
    expect(body.response.expired_at - body.response.now).toBe(TOKEN_TTL_S);
    expect(Math.abs(body.response.now - Date.now() / 1000)).toBeLessThan(5);
  });

  it('answers 401 with code -1 for a wrong or missing credential', async () => {
    const wrong = await post('/users/getToken', { imp_key: t.config.portone.apiKey, imp_secret: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: -1, response: null, message: expect.stringMatching(/[가-힣]/) });
    const missing = await post('/users/getToken', {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: -1, response: null });
  });
});

describe('the token guard', () => {
  it('answers 401 Unauthorized without a token, with a bad one and with an expired one', async () => {
    const impUid = await createPayment(t.app, {});
    const keys = { secret: t.config.sessionSecret, apiKey: t.config.portone.apiKey };
    const expired = issueToken(keys, Math.floor(Date.now() / 1000) - TOKEN_TTL_S - 1).access_token;
    const otherSecret = issueToken({ ...keys, secret: 'another-secret' }, Math.floor(Date.now() / 1000)).access_token;
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer nonsense' }, { authorization: `Bearer ${expired}` }, { authorization: `Bearer ${otherSecret}` }]) {
      const res = await get(`/payments/${impUid}`, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toEqual({ code: -1, message: 'Unauthorized', response: null });
    }
    const cancel = await post('/payments/cancel', { imp_uid: impUid });
    expect(cancel.statusCode).toBe(401);
    expect((await get(`/payments/${impUid}`, await authed())).json().response.cancel_amount).toBe(0);
  });

  it('takes the bare token without "Bearer", as PortOne does', async () => {
    const impUid = await createPayment(t.app, {});
    const res = await get(`/payments/${impUid}`, { authorization: await sandboxToken(t) });
    expect(res.statusCode).toBe(200);
    expect(res.json().response.imp_uid).toBe(impUid);
  });
});

describe('GET /payments/:imp_uid and /payments/find/:merchant_uid', () => {
  it('answers 404 with PortOne\'s message for an unknown payment', async () => {
    const headers = await authed();
    for (const url of ['/payments/imp_000000000000', `/payments/find/${merchantUid()}`]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: -1, message: '존재하지 않는 결제정보입니다.', response: null });
    }
  });

  it('filters by status with the optional suffix', async () => {
    const merchant = merchantUid();
    const paid = await createPayment(t.app, { merchant_uid: merchant });
    const failed = await createPayment(t.app, { merchant_uid: merchant, outcome: 'failed' });
    const headers = await authed();
    expect((await get(`/payments/find/${merchant}`, headers)).json().response.imp_uid).toBe(failed);
    expect((await get(`/payments/find/${merchant}/paid`, headers)).json().response.imp_uid).toBe(paid);
    expect((await get(`/payments/find/${merchant}/all`, headers)).json().response.imp_uid).toBe(failed);
    expect((await get(`/payments/find/${merchant}/cancelled`, headers)).statusCode).toBe(404);
    expect((await get(`/payments/find/${merchant}/bogus`, headers)).statusCode).toBe(400);
  });
});

describe('POST /sandbox/portone/payments (the payment window in one call)', () => {
  it('refuses bad input with 400 and a Korean message, storing nothing', async () => {
    const merchant = merchantUid();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount: 1000, pay_method: 'card', outcome: 'paid' }, /merchant_uid/],
      [{ merchant_uid: merchant, amount: 0, pay_method: 'card', outcome: 'paid' }, /1원 이상/],
      [{ merchant_uid: merchant, amount: 10.5, pay_method: 'card', outcome: 'paid' }, /정수/],
      [{ merchant_uid: merchant, amount: 1000, pay_method: 'bitcoin', outcome: 'paid' }, /pay_method/],
      [{ merchant_uid: merchant, amount: 1000, pay_method: 'card', outcome: 'maybe' }, /outcome/],
      [{ merchant_uid: merchant, amount: 1000, pay_method: 'vbank', outcome: 'paid', vbank_due: 'tomorrow' }, /vbank_due/],
      [{ merchant_uid: merchant, amount: 1000, pay_method: 'card', outcome: 'paid', notice_url: 'ftp://x' }, /notice_url/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/payments', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(-1);
      expect(res.json().message).toMatch(/[가-힣]/);
      expect(res.json().message).toMatch(message);
    }
    expect(await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantUid, merchant))).toEqual([]);
  });

  it('answers { imp_uid } and records easy pay as PortOne reports it (card, with the provider)', async () => {
    const res = await post('/payments', { merchant_uid: merchantUid(), amount: 3000, pay_method: 'kakaopay', outcome: 'paid' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['imp_uid']);
    const naver = await createPayment(t.app, { pay_method: 'card', pg: 'naverpay.test-channel' });
    const headers = await authed();
    const kakao = (await get(`/payments/${res.json().imp_uid}`, headers)).json<{ response: PortOnePayment }>().response;
    expect(kakao).toMatchObject({ status: 'paid', pay_method: 'card', pg_provider: 'kakaopay' });
    expect((await get(`/payments/${naver}`, headers)).json().response).toMatchObject({ pay_method: 'card', pg_provider: 'naverpay' });
  });

  it('records failures and abandoned windows with a reason', async () => {
    const headers = await authed();
    const failed = (await get(`/payments/${await createPayment(t.app, { outcome: 'failed' })}`, headers)).json().response;
    expect(failed).toMatchObject({ status: 'failed', paid_at: 0, fail_reason: expect.stringMatching(/^\[결제실패\]/) });
    expect(failed.failed_at).toBeGreaterThan(0);
    const abandoned = (await get(`/payments/${await createPayment(t.app, { outcome: 'cancelled', pay_method: 'vbank' })}`, headers)).json()
      .response;
    expect(abandoned).toMatchObject({ status: 'cancelled', cancel_amount: 0, vbank_num: null, fail_reason: expect.stringMatching(/취소/) });
  });

  it('uses vbank_due as the deposit deadline', async () => {
    const due = '2026-12-01T18:00:00+09:00';
    const impUid = await createPayment(t.app, { pay_method: 'vbank', vbank_due: due });
    const payment = (await get(`/payments/${impUid}`, await authed())).json().response;
    expect(payment.vbank_date).toBe(Date.parse(due) / 1000);
  });
});

describe('webhooks', () => {
  it('are delivered before the answer for a paid payment and an issued account, not for failures', async () => {
    const merchant = merchantUid();
    const paid = await createPayment(t.app, { merchant_uid: merchant, notice_url: WEBHOOK_PATH });
    expect(webhooksFor(paid)).toEqual([{ imp_uid: paid, merchant_uid: merchant, status: 'paid' }]);
    const issued = await createPayment(t.app, { merchant_uid: merchant, pay_method: 'vbank', notice_url: WEBHOOK_PATH });
    expect(webhooksFor(issued)).toEqual([{ imp_uid: issued, merchant_uid: merchant, status: 'ready' }]);
    const failed = await createPayment(t.app, { outcome: 'failed', notice_url: WEBHOOK_PATH });
    const abandoned = await createPayment(t.app, { outcome: 'cancelled', notice_url: WEBHOOK_PATH });
    expect([...webhooksFor(failed), ...webhooksFor(abandoned)]).toEqual([]);
  });

  it('reach this server in process through the loopback origin and an absolute URL of its own host', async () => {
    const viaLoopback = await createPayment(t.app, { notice_url: `${LOOPBACK_ORIGIN}${WEBHOOK_PATH}` });
    expect(webhooksFor(viaLoopback)).toHaveLength(1);
    const viaHost = await createPayment(t.app, { notice_url: `http://localhost${WEBHOOK_PATH}` });
    expect(webhooksFor(viaHost)).toHaveLength(1);
  });

  it('that fail are logged, never fail the payment', async () => {
    const res = await post('/payments', {
      merchant_uid: merchantUid(),
      amount: 1000,
      pay_method: 'card',
      outcome: 'paid',
      notice_url: '/no-such-webhook',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().imp_uid).toMatch(/^imp_\d{12}$/);
  });
});

describe('POST /sandbox/portone/vbank/deposit', () => {
  it('pays an issued account and delivers the paid webhook', async () => {
    const merchant = merchantUid();
    const impUid = await createPayment(t.app, { merchant_uid: merchant, pay_method: 'vbank', notice_url: WEBHOOK_PATH });
    const res = await post('/vbank/deposit', { imp_uid: impUid });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; message: null; response: PortOnePayment }>();
    expect(body).toMatchObject({ code: 0, message: null, response: { imp_uid: impUid, status: 'paid', pay_method: 'vbank' } });
    expect(body.response.paid_at).toBeGreaterThan(0);
    expect(webhooksFor(impUid)).toEqual([
      { imp_uid: impUid, merchant_uid: merchant, status: 'ready' },
      { imp_uid: impUid, merchant_uid: merchant, status: 'paid' },
    ]);

    const again = await post('/vbank/deposit', { imp_uid: impUid });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 1, response: null });
    expect(webhooksFor(impUid)).toHaveLength(2);
  });

  it('refuses a card payment, an unknown payment and an account past its deadline', async () => {
    const card = await createPayment(t.app, {});
    expect((await post('/vbank/deposit', { imp_uid: card })).json()).toMatchObject({ code: 1 });
    const unknown = await post('/vbank/deposit', { imp_uid: 'imp_000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(-1);

    const overdue = await createPayment(t.app, { pay_method: 'vbank', vbank_due: '2026-01-01T00:00:00+09:00', notice_url: WEBHOOK_PATH });
    const late = await post('/vbank/deposit', { imp_uid: overdue });
    expect(late.json()).toMatchObject({ code: 1, message: '입금 기한이 지났어요.' });
    const [row] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, overdue));
    expect(row).toMatchObject({ status: 'ready', paidAt: 0 });
    expect(webhooksFor(overdue).map((w) => w.status)).toEqual(['ready']);
  });
});

describe('POST /payments/cancel', () => {
  it('validates its input in Korean and looks payments up by merchant_uid too', async () => {
    const headers = await authed();
    const none = await post('/payments/cancel', {}, headers);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: -1, message: expect.stringMatching(/imp_uid 또는 merchant_uid/) });
    const zero = await post('/payments/cancel', { imp_uid: 'imp_000000000000', amount: 0 }, headers);
    expect(zero.statusCode).toBe(400);

    const merchant = merchantUid();
    await createPayment(t.app, { merchant_uid: merchant, outcome: 'failed' });
    await createPayment(t.app, { merchant_uid: merchant, amount: 7000 });
    const byMerchant = await post('/payments/cancel', { merchant_uid: merchant, reason: '전액 취소' }, headers);
    expect(byMerchant.json()).toMatchObject({ code: 0, response: { status: 'cancelled', cancel_amount: 7000 } });
  });

  itOnPostgres('never refunds more than was paid under 10 concurrent partial cancels', async () => {
    const impUid = await createPayment(t.app, { amount: 25_000 });
    const headers = await authed();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('/payments/cancel', { imp_uid: impUid, amount: 5_000, reason: `동시 취소 ${i}` }, headers)),
    );
    const codes = results.map((r) => r.json<{ code: number }>().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === 1)).toHaveLength(5);
    const [row] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(row!.cancelAmount).toBe(25_000);
    expect(row!.status).toBe('cancelled');
    expect(row!.cancelHistory.reduce((sum, h) => sum + h.amount, 0)).toBe(25_000);

    // With the checksum, callers that read the same "left" race: exactly one of them wins each round.
    const checked = await createPayment(t.app, { amount: 10_000 });
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => post('/payments/cancel', { imp_uid: checked, amount: 3_000, checksum: 10_000 }, headers)),
    );
    expect(raced.filter((r) => r.json().code === 0)).toHaveLength(1);
    const [after] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, checked));
    expect(after!.cancelAmount).toBe(3_000);
  });
});

describe('the sandbox stays out of the API', () => {
  it('is not in the OpenAPI document', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.includes('sandbox'))).toEqual([]);
  });

  it('keeps the API JSON-only: a form post to /api/v2 is still refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auths/phone_send',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(415);
  });
});
