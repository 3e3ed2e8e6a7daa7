import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaManagementDeposits, moveInCalculations } from '../../db/schema';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { createItem, createSpecialPrice } from '../../../test/factories/catalog';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: cookie ? { cookie } : {} });

/** A complex with a 34평 (84.95㎡) and a 45평 (114.9㎡) unit. */
async function complex() {
  return createApartment(t.db, {}, [
    { pyeong: 34, exclusiveArea: 84.95, typeName: '84A' },
    { pyeong: 45, exclusiveArea: 114.9, typeName: '114A' },
  ]);
}

const body = (apartmentIdx: number, areaIdx: number, over: object = {}) => ({
  apartmentIdx,
  areaIdx,
  price: 750_000_000,
  balanceDate: '2027-01-15',
  homesOwned: 1,
  adjustedArea: false,
  useLawyer: false,
  ...over,
});

const line = (result: { sections: Array<{ lines: Array<{ key: string; amount: number; estimate: boolean }> }> }, key: string) =>
  result.sections.flatMap((s) => s.lines).find((l) => l.key === key);

/** The calculations saved for a complex (each test makes its own; other test files save theirs in the same database). */
const savedCount = async (apartmentIdx: number) =>
  (await t.db.select({ n: count() }).from(moveInCalculations).where(sql`${moveInCalculations.input}->>'apartmentIdx' = ${String(apartmentIdx)}`))[0]!.n;

describe('POST /move-in-calculations/estimate', () => {
  it('prices a 1주택 7.5억 flat: 2% 취득세, 0.2% 교육세, 등기, the estimated deposit and moving, signed out', async () => {
    const apt = await complex();
    const res = await call('POST', '/move-in-calculations/estimate', undefined, body(apt.apartmentIdx, apt.areas[0]!.areaIdx));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(line(result, 'acquisitionTax')!.amount).toBe(15_000_000);
    expect(line(result, 'localEducationTax')!.amount).toBe(1_500_000);
    expect(line(result, 'ruralSpecialTax')!.amount).toBe(0);
    expect(line(result, 'stampDuty')!.amount).toBe(75_000);
    expect(line(result, 'registrationFee')!.amount).toBe(15_000);
    expect(line(result, 'lawyerFee')).toBeUndefined();
    // 84.95㎡ × 3,000원 × 2 = 509,700 -> 510,000 (어림값); 34평 포장이사 어림값 1,900,000
    expect(line(result, 'managementDeposit')).toMatchObject({ amount: 510_000, estimate: true });
    expect(line(result, 'moving')).toMatchObject({ amount: 1_900_000, estimate: true });
    const costs = 15_000_000 + 1_500_000 + 75_000 + 15_000 + 510_000 + 1_900_000;
    expect(result).toMatchObject({ priceTotal: 750_000_000, costsTotal: costs, grandTotal: 750_000_000 + costs, acquisitionDate: '2027-01-15' });
    expect(result.taxRule).toContain('2%');
    // The tax is due 60 days after the 잔금일.
    expect(result.schedule).toContainEqual({ date: '2027-03-16', label: '취득세 신고·납부 기한', amount: 16_500_000 });
  });

  it("uses the complex's 관리비 예치금 and adds 농특세 over 85㎡ in a 조정대상지역 2주택 (8% 중과)", async () => {
    const apt = await complex();
    const big = apt.areas[1]!;
    await t.db.insert(areaManagementDeposits).values({ areaIdx: big.areaIdx, amount: 720_000 });
    const res = await call(
      'POST',
      '/move-in-calculations/estimate',
      undefined,
      body(apt.apartmentIdx, big.areaIdx, { price: 1_000_000_000, homesOwned: 2, adjustedArea: true, useLawyer: true, lawyerFee: 350_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(line(result, 'acquisitionTax')!.amount).toBe(80_000_000);
    expect(line(result, 'localEducationTax')!.amount).toBe(4_000_000);
    expect(line(result, 'ruralSpecialTax')!.amount).toBe(6_000_000);
    expect(line(result, 'managementDeposit')).toMatchObject({ amount: 720_000, estimate: false });
    expect(line(result, 'lawyerFee')).toMatchObject({ amount: 350_000, estimate: false });
  });

  it('prices chosen services at the complex special price with the resident’s coupon, as payment would', async () => {
    const apt = await complex();
    const { item, tiers } = await createItem(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apt.apartmentIdx, itemIdx: item.itemIdx, discountRate: 10 });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const coupon = await createCoupon(t.db, { discountValue: 20_000, itemIdxs: [item.itemIdx] });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });

    const res = await call(
      'POST',
      '/move-in-calculations/estimate',
      cookie,
      body(apt.apartmentIdx, apt.areas[0]!.areaIdx, { services: [{ itemIdx: item.itemIdx, optionIdxs: [], quantity: 1 }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    // 34평 tier 400,000원, 10% 단지 특가 360,000원, 쿠폰 20,000원 -> 340,000원
    expect(tiers[1]!.price).toBe(400_000);
    expect(result.services).toEqual([
      expect.objectContaining({ itemIdx: item.itemIdx, regularPrice: 400_000, price: 360_000, discountRate: 10, couponDiscount: 20_000, finalPrice: 340_000 }),
    ]);
    expect(result.coupons).toMatchObject({ basis: 'held', applied: [{ couponIdx: coupon.couponIdx, discount: 20_000 }] });
    expect(result.sections.find((s: { key: string }) => s.key === 'services').subtotal).toBe(340_000);
  });

  it('refuses bad input with a 400 naming the field in Korean, and saves nothing', async () => {
    const apt = await complex();
    const other = await complex();
    const before = await savedCount(apt.apartmentIdx);
    const cases: Array<[object, string, RegExp]> = [
      [{ price: 'abc' }, 'price', /분양가\(매매가\)/],
      [{ homesOwned: 5 }, 'homesOwned', /보유 주택 수/],
      [{ balanceDate: '2027-02-30' }, 'balanceDate', /잔금일/],
      [{ balanceDate: '2019-05-01' }, 'balanceDate', /잔금일은 2020\.01\.01/],
      [{ areaIdx: other.areas[0]!.areaIdx }, 'areaIdx', /평형/],
      [
        { payments: [{ kind: 'deposit', amount: 75_000_000, dueDate: '2025-01-10' }, { kind: 'balance', amount: 600_000_000, dueDate: '2027-01-15' }] },
        'payments',
        /75,000,000원 모자라요/,
      ],
      [{ services: [{ itemIdx: 2_000_000_000 }] }, 'services', /1번째 서비스/],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/move-in-calculations', undefined, body(apt.apartmentIdx, apt.areas[0]!.areaIdx, over));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const error = res.json();
      expect(JSON.stringify(error.details ?? error), field).toContain(field);
      expect(error.message, field).toMatch(message);
    }
    expect(await savedCount(apt.apartmentIdx)).toBe(before);
  });

  it('answers 404 for a complex that does not exist', async () => {
    const apt = await complex();
    const res = await call('POST', '/move-in-calculations/estimate', undefined, body(2_000_000_000, apt.areas[0]!.areaIdx));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('단지를 찾을 수 없어요.');
  });
});

describe('saved and shared calculations', () => {
  it('a calculation saved signed out opens by its link for anyone, with the same inputs and result', async () => {
    const apt = await complex();
    const input = body(apt.apartmentIdx, apt.areas[0]!.areaIdx, {
      price: 500_000_000,
      payments: [
        { kind: 'deposit', amount: 50_000_000, dueDate: '2024-03-02' },
        { kind: 'interim', amount: 300_000_000, dueDate: '2025-09-01' },
        { kind: 'balance', amount: 150_000_000, dueDate: '2027-01-15' },
      ],
    });
    const saved = await call('POST', '/move-in-calculations', undefined, input);
    expect(saved.statusCode, saved.body).toBe(200);
    const { shareToken, sharePath, result, visibility, mine } = saved.json().data;
    expect(sharePath).toBe(`/move-in-calculator?share=${shareToken}`);
    expect({ visibility, mine }).toEqual({ visibility: 'link', mine: false });
    expect(result.schedule.slice(0, 3).map((e: { label: string }) => e.label)).toEqual(['계약금', '중도금', '잔금']);

    const { cookie } = await createSignedInResident(t.app, t.db);
    for (const who of [undefined, cookie]) {
      const opened = await call('GET', `/move-in-calculations/${shareToken}`, who);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().data.result).toEqual(result);
      expect(opened.json().data.input).toMatchObject({ price: 500_000_000, areaIdx: apt.areas[0]!.areaIdx });
    }
  });

  it("another resident's private calculation is a 404, exactly like a missing one; its author opens it", async () => {
    const apt = await complex();
    const author = await createSignedInResident(t.app, t.db);
    const saved = await call('POST', '/move-in-calculations', author.cookie, { ...body(apt.apartmentIdx, apt.areas[0]!.areaIdx), visibility: 'private' });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = saved.json().data.shareToken;

    const own = await call('GET', `/move-in-calculations/${token}`, author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.mine).toBe(true);

    const stranger = await createSignedInResident(t.app, t.db);
    const missing = await call('GET', '/move-in-calculations/abcdefghijklmnopqrstuvwx', stranger.cookie);
    for (const who of [stranger.cookie, undefined]) {
      const res = await call('GET', `/move-in-calculations/${token}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(missing.json().message);
    }
  });

  it('a private save needs a signed-in resident (400 on visibility, nothing saved); a malformed token is a 400', async () => {
    const apt = await complex();
    const before = await savedCount(apt.apartmentIdx);
    const res = await call('POST', '/move-in-calculations', undefined, { ...body(apt.apartmentIdx, apt.areas[0]!.areaIdx), visibility: 'private' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('로그인');
    expect(JSON.stringify(res.json())).toContain('visibility');
    expect(await savedCount(apt.apartmentIdx)).toBe(before);
    const bad = await call('GET', '/move-in-calculations/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('공유 링크');
  });

  it('keeps the saved row with its owner', async () => {
    const apt = await complex();
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const saved = await call('POST', '/move-in-calculations', cookie, body(apt.apartmentIdx, apt.areas[0]!.areaIdx));
    const [row] = await t.db.select().from(moveInCalculations).where(eq(moveInCalculations.shareToken, saved.json().data.shareToken));
    expect(row).toMatchObject({ residentIdx: resident.residentIdx, visibility: 'link' });
  });
});

describe('GET /move-in-calculations (mine)', () => {
  it('lists my saved calculations newest first, never another resident’s, in the same queries for 2 or 6', async () => {
    const apt = await complex();
    const me = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    await call('POST', '/move-in-calculations', other.cookie, body(apt.apartmentIdx, apt.areas[0]!.areaIdx));
    const tokens: string[] = [];
    const counts: number[] = [];
    for (const price of [500_000_000, 600_000_000, 700_000_000, 800_000_000, 900_000_000, 1_000_000_000]) {
      const saved = await call('POST', '/move-in-calculations', me.cookie, { ...body(apt.apartmentIdx, apt.areas[0]!.areaIdx, { price }), visibility: 'private' });
      tokens.unshift(saved.json().data.shareToken);
      if (tokens.length === 2 || tokens.length === 6) {
        const { result, queries } = await t.queries.count(() => call('GET', '/move-in-calculations', me.cookie));
        expect(result.statusCode).toBe(200);
        expect(result.json().data.calculations.map((c: { shareToken: string }) => c.shareToken)).toEqual(tokens);
        counts.push(queries);
      }
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[1]).toBeLessThanOrEqual(3);
    const first = (await call('GET', '/move-in-calculations', me.cookie)).json().data.calculations[0];
    expect(first).toMatchObject({ complexName: apt.name, pyeong: 34, visibility: 'private', sharePath: `/move-in-calculator?share=${tokens[0]}` });
  });

  it('needs a signed-in resident', async () => {
    const res = await call('GET', '/move-in-calculations');
    expect(res.statusCode).toBe(401);
  });
});
