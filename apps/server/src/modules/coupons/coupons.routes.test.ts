import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, coupons, residentCoupons, residents } from '../../db/schema';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createCoupon, giveCoupon, uniqueCouponCode } from '../../../test/factories/coupons';
import { createOrder } from '../../../test/factories/orders';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const APP_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile Safari/537.36 ipju-app/1.4.0 (android)';

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const copiesOf = (residentIdx: number) =>
  t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, residentIdx));
const couponRow = async (couponIdx: number) =>
  (await t.db.select().from(coupons).where(eq(coupons.couponIdx, couponIdx)))[0]!;

/** A cart line priced by the cart module: 20평 is the ~24평 tier of the default options (300,000원). */
async function addCartLine(residentIdx: number, itemIdx: number, quantity = 1) {
  const [row] = await t.db.insert(cartLines).values({ residentIdx, itemIdx, optionIdxs: [], pyeong: 20, quantity, addedPrice: 0 }).returning();
  return row!;
}

describe('GET /coupons', () => {
  it('lists my copies newest first with their derived status, and filters by status', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const r = resident.residentIdx;
    const coupon = await createCoupon(t.db);
    const off = await createCoupon(t.db, { isActive: false });
    const order = await createOrder(t.db, { residentIdx: r });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const used = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, issuedAt: at(50), orderIdx: order.orderIdx, usedAt: at(1) });
    const expired = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, issuedAt: at(40), expiresAt: at(5) });
    const switchedOff = await giveCoupon(t.db, { couponIdx: off.couponIdx, residentIdx: r, issuedAt: at(30) });
    const reserved = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, issuedAt: at(20), orderIdx: order.orderIdx });
    const available = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, issuedAt: at(10), expiresAt: new Date(Date.now() + DAY_MS) });

    const res = await call('GET', '/coupons', cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list.map((c) => [c.residentCouponIdx, c.status])).toEqual([
      [available.residentCouponIdx, 'available'],
      [reserved.residentCouponIdx, 'reserved'],
      [switchedOff.residentCouponIdx, 'expired'],
      [expired.residentCouponIdx, 'expired'],
      [used.residentCouponIdx, 'used'],
    ]);
    expect(list[0]).toMatchObject({
      couponIdx: coupon.couponIdx,
      name: coupon.name,
      discountType: 'fixed',
      discountValue: 10_000,
      scopeLabel: '모든 서비스',
      merchantUid: null,
      remaining: null,
    });
    expect(list[1]!.merchantUid).toBe(order.merchantUid);
    expect(list[4]!.usedAt).not.toBeNull();

    const onlyReserved = await call('GET', '/coupons?status=reserved', cookie);
    expect(onlyReserved.json().data.map((c: { residentCouponIdx: number }) => c.residentCouponIdx)).toEqual([reserved.residentCouponIdx]);
    const bad = await call('GET', '/coupons?status=gone', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('쿠폰 상태는 available, reserved, used, expired 중 하나여야 해요.');
    expect(bad.json().details[0].field).toBe('status');
  });

  it('shows nobody else my coupons', async () => {
    const mine = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const coupon = await createCoupon(t.db);
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: mine.resident.residentIdx });
    expect((await call('GET', '/coupons', other.cookie)).json().data).toEqual([]);
  });
});

describe('GET /coupons/:itemIdx', () => {
  it('offers downloadable coupons valid now that cover the item, with my held count', async () => {
    const { item, category } = await createItem(t.db);
    const otherCategory = await createCategory(t.db);
    const forCategory = await createCoupon(t.db, { downloadable: true, categoryCodes: [category.code], discountType: 'percent', discountValue: 10, maxDiscount: 30_000 });
    const forItem = await createCoupon(t.db, { downloadable: true, itemIdxs: [item.itemIdx], perPersonLimit: 2 });
    const forAll = await createCoupon(t.db, { downloadable: true });
    const excluded = await Promise.all([
      createCoupon(t.db, { downloadable: true, categoryCodes: [otherCategory.code] }),
      createCoupon(t.db, { downloadable: false, categoryCodes: [category.code] }),
      createCoupon(t.db, { downloadable: true, categoryCodes: [category.code], isActive: false }),
      createCoupon(t.db, { downloadable: true, categoryCodes: [category.code], validFrom: new Date(Date.now() + DAY_MS) }),
      createCoupon(t.db, { downloadable: true, categoryCodes: [category.code], validFrom: new Date(Date.now() - 9 * DAY_MS), validUntil: new Date(Date.now() - DAY_MS) }),
    ]);
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    await giveCoupon(t.db, { couponIdx: forItem.couponIdx, residentIdx: resident.residentIdx });

    const res = await call('GET', `/coupons/${item.itemIdx}`, cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ couponIdx: number } & Record<string, unknown>>;
    const byId = new Map(list.map((c) => [c.couponIdx, c]));
    expect(byId.get(forCategory.couponIdx)).toMatchObject({ scopeLabel: `${category.label} 전용`, maxDiscount: 30_000, heldCount: 0, canDownload: true, reason: null });
    expect(byId.get(forItem.couponIdx)).toMatchObject({ scopeLabel: '지정 상품 1개 전용', heldCount: 1, canDownload: true });
    expect(byId.get(forAll.couponIdx)).toMatchObject({ scopeLabel: '모든 서비스', heldCount: 0 });
    for (const c of excluded) expect(byId.has(c.couponIdx)).toBe(false);

    const anonymous = await call('GET', `/coupons/${item.itemIdx}`);
    expect(anonymous.statusCode).toBe(200);
    const anonForItem = anonymous.json().data.find((c: { couponIdx: number }) => c.couponIdx === forItem.couponIdx);
    expect(anonForItem).toMatchObject({ heldCount: 0, canDownload: true });
  });

  it('says why a coupon cannot be downloaded: limit reached or sold out', async () => {
    const { item } = await createItem(t.db);
    const held = await createCoupon(t.db, { downloadable: true, itemIdxs: [item.itemIdx] });
    const soldOut = await createCoupon(t.db, { downloadable: true, itemIdxs: [item.itemIdx], totalLimit: 1, issuedCount: 1 });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    await giveCoupon(t.db, { couponIdx: held.couponIdx, residentIdx: resident.residentIdx });
    const list = (await call('GET', `/coupons/${item.itemIdx}`, cookie)).json().data as Array<Record<string, unknown>>;
    expect(list.find((c) => c.couponIdx === held.couponIdx)).toMatchObject({
      canDownload: false,
      reason: '이미 받은 쿠폰이에요. 1인당 1장까지 받을 수 있어요.',
    });
    expect(list.find((c) => c.couponIdx === soldOut.couponIdx)).toMatchObject({ canDownload: false, reason: '쿠폰이 모두 소진되었어요.', remaining: 0 });
  });

  it('404s for an unknown or inactive item, 400 for a malformed id', async () => {
    const { item } = await createItem(t.db, { isActive: false });
    for (const id of [item.itemIdx, 999_999_999]) {
      const res = await call('GET', `/coupons/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');
    }
    const bad = await call('GET', '/coupons/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('상품 번호를 숫자로 입력해 주세요.');
  });

  it('does not take the static paths for an item id', async () => {
    for (const path of ['/coupons/usable', '/coupons/ids?couponIdxs=1', '/coupons/resident_idx']) {
      const res = await call('GET', path);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().message).toBe('로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
    }
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const summary = await call('GET', '/coupons/resident_idx', cookie);
    expect(summary.json().data).toEqual({ residentIdx: resident.residentIdx, availableCount: 0, expiringSoonCount: 0 });
  });
});

describe('POST /coupons/download', () => {
  it('issues a copy ending at min(validUntil, now + validDays) and counts it', async () => {
    const validUntil = new Date(Date.now() + 10 * DAY_MS);
    const shortWindow = await createCoupon(t.db, { downloadable: true, validDays: 3, validUntil, totalLimit: 100 });
    const longWindow = await createCoupon(t.db, { downloadable: true, validDays: 30, validUntil });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const before = Date.now();
    const res = await call('POST', '/coupons/download', cookie, { couponIdx: shortWindow.couponIdx });
    expect(res.statusCode).toBe(200);
    const [copy] = res.json().data.coupons;
    expect(copy).toMatchObject({ couponIdx: shortWindow.couponIdx, status: 'available', remaining: 99, usedAt: null });
    const expiresAt = Date.parse(copy.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 3 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS);
    const long = await call('POST', '/coupons/download', cookie, { couponIdx: longWindow.couponIdx });
    expect(long.json().data.coupons[0].expiresAt).toBe(validUntil.toISOString());
    expect((await copiesOf(resident.residentIdx)).map((c) => c.source)).toEqual(['download', 'download']);
    expect((await couponRow(shortWindow.couponIdx)).issuedCount).toBe(1);
  });

  it('refuses past the per-person limit with 409 and changes nothing', async () => {
    const coupon = await createCoupon(t.db, { downloadable: true, perPersonLimit: 2 });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    for (let i = 0; i < 2; i++) expect((await call('POST', '/coupons/download', cookie, { couponIdx: coupon.couponIdx })).statusCode).toBe(200);
    const third = await call('POST', '/coupons/download', cookie, { couponIdx: coupon.couponIdx });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: '이미 받은 쿠폰이에요. 1인당 2장까지 받을 수 있어요.', details: [{ field: 'couponIdx' }] });
    expect(await copiesOf(resident.residentIdx)).toHaveLength(2);
    expect((await couponRow(coupon.couponIdx)).issuedCount).toBe(2);
  });

  it('refuses when the total cap is reached', async () => {
    const coupon = await createCoupon(t.db, { downloadable: true, totalLimit: 1 });
    const first = await createSignedInResident(t.app, t.db);
    const second = await createSignedInResident(t.app, t.db);
    expect((await call('POST', '/coupons/download', first.cookie, { couponIdx: coupon.couponIdx })).statusCode).toBe(200);
    const res = await call('POST', '/coupons/download', second.cookie, { couponIdx: coupon.couponIdx });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('쿠폰이 모두 소진되었어요.');
    expect(await copiesOf(second.resident.residentIdx)).toHaveLength(0);
    expect((await couponRow(coupon.couponIdx)).issuedCount).toBe(1);
  });

  it('404s for unknown, inactive or non-downloadable coupons and 400s outside the validity window', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const inactive = await createCoupon(t.db, { downloadable: true, isActive: false });
    const codeOnly = await createCoupon(t.db, { code: uniqueCouponCode() });
    for (const couponIdx of [999_999_999, inactive.couponIdx, codeOnly.couponIdx]) {
      const res = await call('POST', '/coupons/download', cookie, { couponIdx });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: '쿠폰을 찾을 수 없어요. 종료되었거나 내려받을 수 없는 쿠폰이에요.', details: [{ field: 'couponIdx' }] });
    }
    const later = await createCoupon(t.db, { downloadable: true, validFrom: new Date('2099-03-01T00:00:00+09:00') });
    const notYet = await call('POST', '/coupons/download', cookie, { couponIdx: later.couponIdx });
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json().message).toBe('아직 받을 수 없는 쿠폰이에요. 2099년 3월 1일부터 받을 수 있어요.');
    const ended = await createCoupon(t.db, { downloadable: true, validFrom: new Date(Date.now() - 9 * DAY_MS), validUntil: new Date(Date.now() - DAY_MS) });
    const tooLate = await call('POST', '/coupons/download', cookie, { couponIdx: ended.couponIdx });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe('받을 수 있는 기간이 끝난 쿠폰이에요.');
    const missing = await call('POST', '/coupons/download', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: '쿠폰 번호를 입력해 주세요.', details: [{ field: 'couponIdx' }] });
    expect(await copiesOf(resident.residentIdx)).toHaveLength(0);
    expect((await couponRow(later.couponIdx)).issuedCount).toBe(0);
  });

  itOnPostgres('holds the total cap and the per-person limit under concurrency', async () => {
    const capped = await createCoupon(t.db, { downloadable: true, totalLimit: 3 });
    const people = await Promise.all(Array.from({ length: 10 }, () => createSignedInResident(t.app, t.db)));
    const results = await Promise.all(people.map((p) => call('POST', '/coupons/download', p.cookie, { couponIdx: capped.couponIdx })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect((await couponRow(capped.couponIdx)).issuedCount).toBe(3);
    const copies = await t.db.select().from(residentCoupons).where(eq(residentCoupons.couponIdx, capped.couponIdx));
    expect(copies).toHaveLength(3);

    const perPerson = await createCoupon(t.db, { downloadable: true, perPersonLimit: 2 });
    const one = await createSignedInResident(t.app, t.db);
    const again = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/coupons/download', one.cookie, { couponIdx: perPerson.couponIdx })));
    expect(again.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await copiesOf(one.resident.residentIdx)).toHaveLength(2);
    expect((await couponRow(perPerson.couponIdx)).issuedCount).toBe(2);
  });
});

describe('POST /coupons/get_coupon_by_code', () => {
  it('registers a code in any case, once per person', async () => {
    const code = uniqueCouponCode();
    const coupon = await createCoupon(t.db, { code, discountValue: 5_000 });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('POST', '/coupons/get_coupon_by_code', cookie, { couponCode: ` ${code.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coupons[0]).toMatchObject({ couponIdx: coupon.couponIdx, discountValue: 5_000, status: 'available' });
    expect((await copiesOf(resident.residentIdx))[0]!.source).toBe('code');
    const again = await call('POST', '/coupons/get_coupon_by_code', cookie, { couponCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: '이미 등록한 쿠폰 코드예요. 1인당 1장까지 받을 수 있어요.', details: [{ field: 'couponCode' }] });
    expect(await copiesOf(resident.residentIdx)).toHaveLength(1);
  });

  it('404s for an unknown or switched-off code, 400s for a malformed or ended one', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const off = await createCoupon(t.db, { code: uniqueCouponCode(), isActive: false });
    for (const couponCode of ['NOSUCHCODE123', off.code!]) {
      const res = await call('POST', '/coupons/get_coupon_by_code', cookie, { couponCode });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: '쿠폰 코드를 찾을 수 없어요. 코드를 확인해 주세요.', details: [{ field: 'couponCode' }] });
    }
    const ended = await createCoupon(t.db, { code: uniqueCouponCode(), validFrom: new Date(Date.now() - 9 * DAY_MS), validUntil: new Date(Date.now() - DAY_MS) });
    const late = await call('POST', '/coupons/get_coupon_by_code', cookie, { couponCode: ended.code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('사용 기간이 끝난 쿠폰 코드예요.');
    const bad = await call('POST', '/coupons/get_coupon_by_code', cookie, { couponCode: '할인!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '쿠폰 코드는 영문과 숫자로 입력해 주세요.', details: [{ field: 'couponCode' }] });
    expect(await copiesOf(resident.residentIdx)).toHaveLength(0);
  });
});

describe('GET /coupons/ids', () => {
  it('returns the definitions of the known ids', async () => {
    const category = await createCategory(t.db);
    const a = await createCoupon(t.db, { categoryCodes: [category.code], minOrderAmount: 200_000, totalLimit: 500, issuedCount: 20 });
    const b = await createCoupon(t.db, { discountType: 'percent', discountValue: 5, maxDiscount: 50_000 });
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('GET', `/coupons/ids?couponIdxs=${b.couponIdx},${a.couponIdx},999999999`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ couponIdx: a.couponIdx, name: a.name, scopeLabel: `${category.label} 전용`, minOrderAmount: 200_000, remaining: 480 }),
      expect.objectContaining({ couponIdx: b.couponIdx, discountType: 'percent', discountValue: 5, maxDiscount: 50_000 }),
    ]);
    const bad = await call('GET', '/coupons/ids?couponIdxs=1,x', cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('쿠폰 번호를 숫자로 입력해 주세요.');
  });
});

describe('GET /coupons/usable', () => {
  it('judges each available copy against my cart, saying how much more is needed', async () => {
    const { item: cleaning, category } = await createItem(t.db); // base price 300,000원
    const { item: other } = await createItem(t.db);
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const r = resident.residentIdx;
    const lineA = await addCartLine(r, cleaning.itemIdx);
    const lineB = await addCartLine(r, other.itemIdx, 2);
    const percent = await createCoupon(t.db, { categoryCodes: [category.code], discountType: 'percent', discountValue: 10, maxDiscount: 20_000 });
    const needsMore = await createCoupon(t.db, { categoryCodes: [category.code], minOrderAmount: 330_000 });
    const elsewhere = await createCoupon(t.db, { categoryCodes: [(await createCategory(t.db)).code] });
    const everything = await createCoupon(t.db, { discountValue: 50_000, minOrderAmount: 800_000 });
    for (const c of [percent, needsMore, elsewhere, everything]) await giveCoupon(t.db, { couponIdx: c.couponIdx, residentIdx: r });
    const usedUp = await giveCoupon(t.db, { couponIdx: percent.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() - 1000) });

    const res = await call('GET', '/coupons/usable', cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    expect(list.map((c) => c.residentCouponIdx)).not.toContain(usedUp.residentCouponIdx);
    const of = (couponIdx: number) => list.find((c) => c.couponIdx === couponIdx);
    expect(of(everything.couponIdx)).toMatchObject({ usable: true, discount: 50_000, reason: null, eligibleCartIdxs: [lineA.cartIdx, lineB.cartIdx] });
    expect(of(percent.couponIdx)).toMatchObject({ usable: true, discount: 20_000, eligibleCartIdxs: [lineA.cartIdx] });
    expect(of(needsMore.couponIdx)).toMatchObject({ usable: false, discount: 0, reason: '30,000원 더 담으면 쓸 수 있어요' });
    expect(of(elsewhere.couponIdx)).toMatchObject({ usable: false, reason: '이 장바구니에는 쓸 수 있는 서비스가 없어요', eligibleCartIdxs: [] });
    expect(list.map((c) => c.usable)).toEqual([true, true, false, false]);

    const onlyOther = await call('GET', `/coupons/usable?cartIdxs=${lineB.cartIdx}`, cookie);
    const narrowed = onlyOther.json().data as Array<Record<string, unknown>>;
    expect(narrowed.find((c) => c.couponIdx === percent.couponIdx)).toMatchObject({ usable: false, reason: '이 장바구니에는 쓸 수 있는 서비스가 없어요' });
    expect(narrowed.find((c) => c.couponIdx === everything.couponIdx)).toMatchObject({ usable: false, reason: '200,000원 더 담으면 쓸 수 있어요' });
  });

  it("404s for cart lines that are not mine, naming cartIdxs", async () => {
    const { item } = await createItem(t.db);
    const mine = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const theirs = await addCartLine(other.resident.residentIdx, item.itemIdx);
    const res = await call('GET', `/coupons/usable?cartIdxs=${theirs.cartIdx}`, mine.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ details: [{ field: 'cartIdxs' }] });
    expect(res.json().message).toBe('장바구니에 없는 상품이 있어요. 장바구니를 새로 고쳐 주세요.');
  });
});

describe('GET /coupons/resident_idx', () => {
  it('counts available copies and those ending within 7 days', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const r = resident.residentIdx;
    const coupon = await createCoupon(t.db);
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() + 3 * DAY_MS) });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() + 20 * DAY_MS) });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() - DAY_MS) });
    const res = await call('GET', '/coupons/resident_idx', cookie);
    expect(res.json().data).toEqual({ residentIdx: r, availableCount: 3, expiringSoonCount: 1 });
  });
});

describe('POST /coupons/app_coupon_receive', () => {
  const receivedAt = async (residentIdx: number) =>
    (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.appCouponReceivedAt;

  it('refuses a browser with 403 and changes nothing', async () => {
    await createCoupon(t.db, { appReward: true });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('POST', '/coupons/app_coupon_receive', cookie, undefined, { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('앱에서만 받을 수 있어요. 입주 앱에서 다시 시도해 주세요.');
    expect(await receivedAt(resident.residentIdx)).toBeNull();
    expect(await copiesOf(resident.residentIdx)).toHaveLength(0);
  });

  it('gives every app coupon once per account, skipping sold-out ones', async () => {
    const welcome = await createCoupon(t.db, { appReward: true, discountValue: 15_000, minOrderAmount: 150_000 });
    const soldOut = await createCoupon(t.db, { appReward: true, totalLimit: 1, issuedCount: 1 });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('POST', '/coupons/app_coupon_receive', cookie, undefined, { 'user-agent': APP_UA });
    expect(res.statusCode).toBe(200);
    const got = res.json().data.coupons.map((c: { couponIdx: number }) => c.couponIdx);
    expect(got).toContain(welcome.couponIdx);
    expect(got).not.toContain(soldOut.couponIdx);
    const copies = await copiesOf(resident.residentIdx);
    expect(copies.every((c) => c.source === 'app')).toBe(true);
    expect(await receivedAt(resident.residentIdx)).not.toBeNull();
    expect((await couponRow(soldOut.couponIdx)).issuedCount).toBe(1);

    const again = await call('POST', '/coupons/app_coupon_receive', cookie, undefined, { 'user-agent': APP_UA });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 앱 쿠폰을 받았어요.');
    expect(await copiesOf(resident.residentIdx)).toHaveLength(copies.length);
  });

  itOnPostgres('gives them once under concurrent requests', async () => {
    const welcome = await createCoupon(t.db, { appReward: true });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/coupons/app_coupon_receive', cookie, undefined, { 'user-agent': APP_UA })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const copies = await t.db
      .select()
      .from(residentCoupons)
      .where(and(eq(residentCoupons.residentIdx, resident.residentIdx), eq(residentCoupons.couponIdx, welcome.couponIdx)));
    expect(copies).toHaveLength(1);
  });

  it('with no app coupon to give, says so and leaves the account able to receive later', async () => {
    // Only this file creates app coupons; switch them off to see the empty case.
    const appCoupons = await t.db.select({ couponIdx: coupons.couponIdx }).from(coupons).where(eq(coupons.appReward, true));
    await t.db.update(coupons).set({ isActive: false }).where(inArray(coupons.couponIdx, appCoupons.map((c) => c.couponIdx)));
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('POST', '/coupons/app_coupon_receive', cookie, undefined, { 'user-agent': APP_UA });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('지금 받을 수 있는 앱 쿠폰이 없어요. 다음 이벤트 때 다시 확인해 주세요.');
    expect(await receivedAt(resident.residentIdx)).toBeNull();
  });
});

describe('access', () => {
  it('401 when signed out and 403 for a partner on resident routes', async () => {
    const partner = await createSignedInPartner(t.app, t.db);
    const routes: Array<[Method, string, object | undefined]> = [
      ['GET', '/coupons', undefined],
      ['GET', '/coupons/usable', undefined],
      ['GET', '/coupons/ids?couponIdxs=1', undefined],
      ['GET', '/coupons/resident_idx', undefined],
      ['POST', '/coupons/download', { couponIdx: 1 }],
      ['POST', '/coupons/get_coupon_by_code', { couponCode: 'ABC' }],
      ['POST', '/coupons/app_coupon_receive', undefined],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, undefined, payload, partner.headers)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
