import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../../db/schema';
import { createSandboxTestApp, merchantUid, WEBHOOK_PATH, type SandboxTestContext } from '../../../../test/portone-sandbox';
import { SANDBOX_PATH } from '../sandbox-path';

let t: SandboxTestContext;
beforeAll(async () => {
  t = await createSandboxTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

const checkoutUrl = (params: Record<string, string | number>) => `${SANDBOX_PATH}/checkout?${form(params)}`;

const order = (overrides: Record<string, string | number> = {}) => ({
  merchant_uid: merchantUid(),
  amount: 400_000,
  name: '줄눈 시공 외 1건',
  pay_method: 'card',
  pg: 'html5_inicis',
  buyer_name: '김입주',
  buyer_tel: '01012345678',
  m_redirect_url: '/billings/result?from=checkout',
  notice_url: WEBHOOK_PATH,
  ...overrides,
});

/** Submits the checkout form as the browser would (same origin, URL-encoded). */
const submit = (fields: Record<string, string | number>) =>
  t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PATH}/checkout`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    payload: form(fields),
  });

const paymentsOf = (merchant: string) => t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantUid, merchant));

describe('GET /sandbox/portone/checkout', () => {
  it('renders the Korean payment window: order, formatted amount, method and three labelled buttons, no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: checkoutUrl(order()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = res.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('입주 테스트 결제');
    expect(html).toContain('실제로 돈이 나가지 않아요');
    expect(html).toContain('줄눈 시공 외 1건');
    expect(html).toContain('400,000원');
    expect(html).toContain('신용카드');
    expect(html).toContain(`<form method="post" action="${SANDBOX_PATH}/checkout">`);
    expect(html).toMatch(/<button type="submit" name="outcome" value="paid"[^>]*>결제하기<\/button>/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="failed"[^>]*>결제 실패<\/button>/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="cancelled"[^>]*>결제 취소<\/button>/);
    expect(html).toContain('min-height:52px');
    expect(html).toContain('<input type="hidden" name="m_redirect_url" value="/billings/result?from=checkout">');
    expect(html).not.toMatch(/<script/i);
  });

  it('keeps the real Origin on its form POST despite the site-wide Referrer-Policy: no-referrer', async () => {
    // Under no-referrer a browser sends "Origin: null" on a form POST, which the CSRF check refuses.
    const res = await t.app.inject({ method: 'GET', url: checkoutUrl(order()) });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<meta name="referrer" content="same-origin">');
  });

  it('labels a virtual account and easy pay, with the deposit deadline', async () => {
    const vbank = await t.app.inject({
      method: 'GET',
      url: checkoutUrl(order({ pay_method: 'vbank', amount: 1_234_567, vbank_due: '2026-11-23T18:00:00+09:00' })),
    });
    expect(vbank.body).toContain('무통장입금');
    expect(vbank.body).toContain('1,234,567원');
    expect(vbank.body).toContain('>가상계좌 발급받기</button>');
    expect(vbank.body).toContain('2026년 11월 23일 (월) 18:00');

    const kakao = await t.app.inject({ method: 'GET', url: checkoutUrl(order({ pg: 'kakaopay' })) });
    expect(kakao.body).toContain('카카오페이');
    const naver = await t.app.inject({ method: 'GET', url: checkoutUrl(order({ pay_method: 'naverpay', pg: '' })) });
    expect(naver.body).toContain('네이버페이');
  });

  it('escapes every value it shows (no HTML injection)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: checkoutUrl(order({ name: '<script>alert(1)</script>"><img src=x onerror=alert(2)>', buyer_name: "O'Neil & <b>" })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(res.body).toContain('O&#39;Neil &amp; &lt;b&gt;');
  });

  it('answers 400 with a Korean page for bad parameters and off-site redirect targets', async () => {
    const noAmount = await t.app.inject({ method: 'GET', url: checkoutUrl(order({ amount: 'abc' })) });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.headers['content-type']).toMatch(/text\/html/);
    expect(noAmount.body).toContain('결제 금액(amount)');
    const offSite = await t.app.inject({ method: 'GET', url: checkoutUrl(order({ m_redirect_url: 'https://evil.example/steal' })) });
    expect(offSite.statusCode).toBe(400);
    expect(offSite.body).toContain('이 사이트의 주소여야 해요');
    expect(offSite.body).not.toContain('<form');
  });
});

describe('POST /sandbox/portone/checkout', () => {
  it('records a paid payment, delivers the webhook, and redirects with PortOne\'s mobile parameters', async () => {
    const fields = order();
    const res = await submit({ ...fields, outcome: 'paid' });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/billings/result');
    const [payment] = await paymentsOf(String(fields.merchant_uid));
    expect(payment).toMatchObject({ status: 'paid', amount: 400_000, payMethod: 'card', buyerName: '김입주' });
    expect(Object.fromEntries(location.searchParams)).toEqual({
      from: 'checkout',
      imp_uid: payment!.impUid,
      merchant_uid: fields.merchant_uid,
      imp_success: 'true',
    });
    expect(t.webhooks.filter((w) => w.imp_uid === payment!.impUid)).toEqual([
      { imp_uid: payment!.impUid, merchant_uid: fields.merchant_uid, status: 'paid' },
    ]);
  });

  it('issues a virtual account as a success (imp_success=true, status ready)', async () => {
    const fields = order({ pay_method: 'vbank' });
    const res = await submit({ ...fields, outcome: 'paid' });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://localhost');
    expect(location.searchParams.get('imp_success')).toBe('true');
    const [payment] = await paymentsOf(String(fields.merchant_uid));
    expect(payment).toMatchObject({ status: 'ready', payMethod: 'vbank', vbankName: 'KB국민은행' });
    expect(t.webhooks.find((w) => w.imp_uid === payment!.impUid)?.status).toBe('ready');
  });

  it('redirects failures and closed windows with imp_success=false, error_code and error_msg, without a webhook', async () => {
    for (const outcome of ['failed', 'cancelled'] as const) {
      const fields = order();
      const res = await submit({ ...fields, outcome });
      expect(res.statusCode).toBe(303);
      const params = new URL(res.headers.location as string, 'http://localhost').searchParams;
      const [payment] = await paymentsOf(String(fields.merchant_uid));
      expect(payment!.status).toBe(outcome);
      expect(params.get('imp_uid')).toBe(payment!.impUid);
      expect(params.get('imp_success')).toBe('false');
      expect(params.get('error_code')).toBe(outcome === 'failed' ? 'PAYMENT_FAILED' : 'USER_CANCELLED');
      expect(params.get('error_msg')).toBe(payment!.failReason);
      expect(params.get('error_msg')).toMatch(/[가-힣]/);
      expect(t.webhooks.filter((w) => w.imp_uid === payment!.impUid)).toEqual([]);
    }
  });

  it('refuses off-site redirect targets with 400 and records nothing', async () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'evil.example', '/ok\n//evil']) {
      const fields = order({ m_redirect_url: target });
      const res = await submit({ ...fields, outcome: 'paid' });
      expect(res.statusCode, target).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(await paymentsOf(String(fields.merchant_uid))).toEqual([]);
    }
  });

  it('accepts an absolute URL of this site and keeps it absolute', async () => {
    const fields = order({ m_redirect_url: 'http://localhost/billings/result#top' });
    const res = await submit({ ...fields, outcome: 'paid' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^http:\/\/localhost\/billings\/result\?imp_uid=imp_\d{12}&merchant_uid=[^&]+&imp_success=true#top$/);
  });

  it('refuses a form posted from another site (CSRF) and bad fields with a Korean page', async () => {
    const fields = order();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${SANDBOX_PATH}/checkout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: form({ ...fields, outcome: 'paid' }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['content-type']).toMatch(/text\/html/);
    expect(await paymentsOf(String(fields.merchant_uid))).toEqual([]);

    const bad = await submit({ ...fields, outcome: 'perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('outcome');
  });
});

describe('GET /sandbox/portone/receipts/:imp_uid', () => {
  it('shows a paid payment\'s receipt and 404 for an unknown one', async () => {
    const fields = order({ amount: 55_000 });
    await submit({ ...fields, outcome: 'paid' });
    const [payment] = await paymentsOf(String(fields.merchant_uid));
    const res = await t.app.inject({ method: 'GET', url: `${SANDBOX_PATH}/receipts/${payment!.impUid}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('55,000원');
    expect(res.body).toContain('결제 완료');
    expect((await t.app.inject({ method: 'GET', url: `${SANDBOX_PATH}/receipts/imp_000000000000` })).statusCode).toBe(404);
  });
});
