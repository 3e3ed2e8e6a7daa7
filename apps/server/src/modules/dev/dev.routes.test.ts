import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniquePhone, type TestContext } from '../../../test/helpers';
import { PRODUCTION_ENV } from '../../../test/production-env';

describe('GET /dev/outbox (demo mode)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists a number's messages newest first, so the sign-in code is readable without a phone", async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/phone_send', payload: { phone }, remoteAddress: `10.9.${i}.${Math.floor(Math.random() * 250) + 1}` });
      expect(res.statusCode).toBe(200);
    }
    const dashed = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    const res = await t.app.inject({ url: `/api/v2/dev/outbox?to=${dashed}` });
    expect(res.statusCode).toBe(200);
    const messages = res.json().data as Array<{ messageIdx: number; body: string; recipient: string; status: string }>;
    expect(messages).toHaveLength(2);
    expect(messages[0]!.messageIdx).toBeGreaterThan(messages[1]!.messageIdx);
    expect(messages[0]).toMatchObject({ recipient: phone, status: 'recorded' });
    expect(messages[0]!.body).toMatch(/인증번호 \[\d{6}\]/);
    const empty = await t.app.inject({ url: `/api/v2/dev/outbox?to=${uniquePhone()}` });
    expect(empty.json().data).toEqual([]);
    const missing = await t.app.inject({ url: '/api/v2/dev/outbox' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('수신 번호를 입력해 주세요.');
  });
});

describe('GET /dev/outbox (production mode)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ url: '/api/v2/dev/outbox?to=01012345678' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const visitToday = await t.app.inject({ method: 'POST', url: '/api/v2/dev/order-lines/1/visit-today', headers: { authorization: 'Bearer x' } });
    expect(visitToday.statusCode).toBe(404);
  });
});
