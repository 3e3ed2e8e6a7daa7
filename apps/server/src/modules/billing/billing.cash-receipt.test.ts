import { isValidBusinessNumber } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cashReceipts, orders, sandboxCashReceipts } from '../../db/schema';
import { SANDBOX_PATH } from '../../lib/portone';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';

/** 무통장입금 현금영수증: asked at checkout, issued through PortOne's receipt API when the deposit arrives. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const VALID_BUSINESS = '220-81-62517';

async function cartOf() {
  const { cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  return { cookie, cartIdx: line.cartIdx };
}

const init = (cookie: string, cartIdx: number, extra: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/billings/init',
    headers: { cookie },
    payload: { cartIdxs: [cartIdx], couponIdxs: [], point: 0, payMethod: 'vbank', agreeTerms: true, ...VISIT_DETAILS, ...extra },
  });

const detail = async (cookie: string, merchantUid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${merchantUid}`, headers: { cookie } })).json().data;

/** Checkout with a cash receipt, virtual account issued through the sandbox. */
async function vbankOrder(cashReceipt: Record<string, unknown>) {
  const { cookie, cartIdx } = await cartOf();
  const res = await init(cookie, cartIdx, { cashReceipt });
  expect(res.statusCode, res.body).toBe(200);
  const { merchantUid, amount } = res.json().data;
  const impUid = await sandboxPay(t, { merchantUid, amount, payMethod: 'vbank', noticeUrl: '/api/v2/billings/webhook' });
  expect((await reportSuccess(t, cookie, impUid, merchantUid)).statusCode).toBe(200);
  return { cookie, merchantUid, amount, impUid };
}

const deposit = (impUid: string) =>
  t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/vbank/deposit`, payload: { imp_uid: impUid } });

describe('cash receipt at checkout', () => {
  it('checks the business registration number with its checksum', () => {
    expect(isValidBusinessNumber(VALID_BUSINESS)).toBe(true);
    expect(isValidBusinessNumber('220-81-62518')).toBe(false);
    expect(isValidBusinessNumber('12345')).toBe(false);
  });

  it.each([
    [{ type: 'deduction', identifier: '02-123-4567' }, '휴대폰 번호를 확인해 주세요'],
    [{ type: 'proof', identifier: '220-81-62518' }, '사업자등록번호가 올바르지 않아요'],
    [{ type: 'proof', identifier: '123' }, '사업자등록번호는 숫자 10자리예요'],
  ])('refuses %j with a Korean message naming the field, and makes no order', async (cashReceipt, message) => {
    const { cookie, cartIdx } = await cartOf();
    const res = await init(cookie, cartIdx, { cashReceipt });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json())).toContain('cashReceipt');
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.count).toBe(1);
  });

  it('is refused with a card payment', async () => {
    const { cookie, cartIdx } = await cartOf();
    const res = await init(cookie, cartIdx, { payMethod: 'card', cashReceipt: { type: 'deduction', identifier: '010-1234-5678' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('무통장입금으로 결제할 때만');
  });

  it('소득공제: waits for the deposit, then is issued through PortOne and shows 발급 완료', async () => {
    const { cookie, merchantUid, impUid, amount } = await vbankOrder({ type: 'deduction', identifier: '010-1234-5678' });
    const before = await detail(cookie, merchantUid);
    expect(before.cashReceipt).toMatchObject({ typeLabel: '소득공제', identifier: '010-****-5678', status: 'requested', statusLabel: '입금 확인 후 발급' });
    expect((await deposit(impUid)).json().code).toBe(0);
    const after = await detail(cookie, merchantUid);
    expect(after.statusLabel).toBe('시공대기');
    expect(after.cashReceipt).toMatchObject({ status: 'issued', statusLabel: '발급 완료' });
    const [issued] = await t.db.select().from(sandboxCashReceipts).where(eq(sandboxCashReceipts.impUid, impUid));
    expect(issued!.receipt).toMatchObject({ type: 'person', amount, status: 'ISSUED' });
  });

  it('자진발급: a cash payment of 100,000원 or more without a request is issued to the 국세청 number', async () => {
    const { cookie, cartIdx } = await cartOf();
    const res = await init(cookie, cartIdx, {});
    expect(res.statusCode, res.body).toBe(200);
    const { merchantUid, amount } = res.json().data;
    expect(amount).toBeGreaterThanOrEqual(100_000);
    const impUid = await sandboxPay(t, { merchantUid, amount, payMethod: 'vbank', noticeUrl: '/api/v2/billings/webhook' });
    await reportSuccess(t, cookie, impUid, merchantUid);
    expect((await detail(cookie, merchantUid)).cashReceipt).toMatchObject({ typeLabel: '자진발급', identifier: '010-000-1234', status: 'requested' });
    await deposit(impUid);
    const after = await detail(cookie, merchantUid);
    expect(after.cashReceipt).toMatchObject({ typeLabel: '자진발급', status: 'issued' });
    expect(after.cashReceipt.message).toContain('홈택스');
    const [issued] = await t.db.select().from(sandboxCashReceipts).where(eq(sandboxCashReceipts.impUid, impUid));
    expect(issued!.receipt).toMatchObject({ type: 'person', amount, status: 'ISSUED' });
  });

  it('지출증빙: a failure shows 발급 실패, and the job retries it until it is issued, once', async () => {
    const { cookie, merchantUid, impUid } = await vbankOrder({ type: 'proof', identifier: VALID_BUSINESS });
    const failing = vi.spyOn(t.deps.portone, 'issueReceipt').mockRejectedValueOnce(new Error('PortOne unreachable'));
    await deposit(impUid);
    expect(failing).toHaveBeenCalledTimes(1);
    const failed = await detail(cookie, merchantUid);
    expect(failed.cashReceipt).toMatchObject({ typeLabel: '지출증빙', identifier: '220-81-***17', status: 'failed', statusLabel: '발급 실패' });
    expect(failed.cashReceipt.message).toContain('다시 시도');

    await Promise.all([t.services.billing.issueCashReceipts(), t.services.billing.issueCashReceipts()]);
    const done = await detail(cookie, merchantUid);
    expect(done.cashReceipt).toMatchObject({ status: 'issued', statusLabel: '발급 완료' });
    const rows = await t.db.select().from(sandboxCashReceipts).where(eq(sandboxCashReceipts.impUid, impUid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.receipt).toMatchObject({ type: 'company' });
    // Nothing left to do: the job does not issue again.
    await t.services.billing.issueCashReceipts();
    const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
    const [row] = await t.db.select().from(cashReceipts).where(eq(cashReceipts.orderIdx, order!.orderIdx));
    expect(row!.attempts).toBe(2);
  });
});

describe('the sandbox receipt API (PortOne POST /receipts/{imp_uid})', () => {
  const token = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${SANDBOX_PATH}/users/getToken`,
        payload: { imp_key: t.config.portone.apiKey, imp_secret: t.config.portone.apiSecret },
      })
    ).json().response.access_token as string;

  it('refuses an unpaid account and a card payment, and a second receipt', async () => {
    const auth = { authorization: `Bearer ${await token()}` };
    const body = { identifier: '01012345678', identifier_type: 'phone', type: 'person' };
    const vbank = await sandboxPay(t, { merchantUid: `ipju_cr_${Date.now()}`, amount: 10_000, payMethod: 'vbank' });
    const unpaid = await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/receipts/${vbank}`, headers: auth, payload: body });
    expect(unpaid.json()).toMatchObject({ code: 1, message: '결제완료 상태의 거래만 현금영수증을 발급할 수 있습니다.' });
    const card = await sandboxPay(t, { merchantUid: `ipju_cr_${Date.now()}c`, amount: 10_000 });
    expect((await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/receipts/${card}`, headers: auth, payload: body })).json().code).toBe(1);
    await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/vbank/deposit`, payload: { imp_uid: vbank } });
    const first = await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/receipts/${vbank}`, headers: auth, payload: body });
    expect(first.json()).toMatchObject({ code: 0, response: { imp_uid: vbank, amount: 10_000, vat: 909, status: 'ISSUED' } });
    const second = await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/receipts/${vbank}`, headers: auth, payload: body });
    expect(second.json()).toMatchObject({ code: 1, message: '이미 현금영수증이 발급된 거래입니다.' });
    const read = await t.app.inject({ method: 'GET', url: `${SANDBOX_PATH}/receipts/${vbank}`, headers: auth });
    expect(read.json().response.apply_num).toBe(first.json().response.apply_num);
    expect((await t.app.inject({ method: 'POST', url: `${SANDBOX_PATH}/receipts/${vbank}`, payload: body })).statusCode).toBe(401);
  });
});
