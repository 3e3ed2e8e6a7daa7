import { addDays, earliestSelectableDate } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, itemOptions, items } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createApartment } from '../../../test/factories/places';
import { createItem, createSpecialPrice } from '../../../test/factories/catalog';
import { addLine, bookableItem, shopper, visitDay } from '../../../test/factories/commerce';
import { createClosedDate, fillSlot } from '../../../test/factories/schedule';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cart = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
const count = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/v2/carts/count', headers: { cookie } })).json().data;

describe('POST /carts', () => {
  it('prices the line on the server: 평형 tier, options and the complex special price', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const apartment = await createApartment(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: item.item.itemIdx, discountRate: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/carts',
      headers: { cookie },
      payload: {
        itemIdx: item.item.itemIdx,
        optionIdxs: [item.addons[0]!.optionIdx],
        pyeong: 34,
        apartmentIdx: apartment.apartmentIdx,
        tz: visitDay(),
        time: 13,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { line, alreadyInCart, count: n } = res.json().data;
    // 25~34평 400,000 + 곰팡이 제거 40,000 = 440,000; 10% off = 396,000.
    expect(line).toMatchObject({
      itemIdx: item.item.itemIdx,
      regularTotal: 440_000,
      discountAmount: 44_000,
      price: 396_000,
      priceType: 'special',
      addedPrice: 396_000,
      priceChanged: false,
      available: true,
      tz: visitDay(),
      time: 13,
      timeLabel: '오후 1시',
      apartment: { apartmentIdx: apartment.apartmentIdx, name: apartment.name },
      pyeongTier: { name: '25~34평' },
    });
    expect(line.visitTimes.map((v: { hour: number }) => v.hour)).toEqual([9, 13]);
    expect(line.refundPolicy.summary).toMatch(/무료 취소/);
    expect(alreadyInCart).toBe(false);
    expect(n).toBe(1);
    expect(await count(cookie)).toBe(1);
  });

  it('keeps one line per service and home: adding it again returns the line with the new date', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const first = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 25 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/carts',
      headers: { cookie },
      payload: { itemIdx: item.item.itemIdx, pyeong: 25, tz: '미정' },
    });
    expect(again.json().data).toMatchObject({ alreadyInCart: true, count: 1, line: { cartIdx: first.cartIdx, tz: '미정', time: null } });
  });

  it('takes 미정 and no date, and refuses a time without a date', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const undecided = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 20, tz: '미정' });
    expect(undecided).toMatchObject({ tz: '미정', time: null });
    const noDate = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 40 });
    expect(noDate).toMatchObject({ tz: null, time: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/carts',
      headers: { cookie },
      payload: { itemIdx: item.item.itemIdx, pyeong: 30, time: 9 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('time');
  });

  it('refuses bad input in Korean, naming the field, and adds nothing', async () => {
    const { cookie, resident } = await shopper(t);
    const item = await bookableItem(t.db);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ pyeong: 34 }, 400, /상품 번호/],
      [{ itemIdx: 'abc', pyeong: 34 }, 400, /상품 번호/],
      [{ itemIdx: item.item.itemIdx }, 400, /평형/],
      [{ itemIdx: item.item.itemIdx, pyeong: 34, quantity: 11 }, 400, /수량/],
      [{ itemIdx: item.item.itemIdx, pyeong: 34, optionIdxs: [999_999_999] }, 400, /옵션/],
      [{ itemIdx: item.item.itemIdx, pyeong: 34, tz: '2026-13-40' }, 400, /희망일/],
      [{ itemIdx: item.item.itemIdx, pyeong: 34, tz: addDays(earliestSelectableDate(new Date()), -1), time: 9 }, 400, /부터 고를 수 있어요/],
      [{ itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 11 }, 400, /오전 9시, 오후 1시/],
      [{ itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay() }, 400, /방문 시간/],
      [{ itemIdx: 999_999_999, pyeong: 34 }, 404, /상품을 찾을 수 없어요/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/carts', headers: { cookie }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await t.db.select().from(cartLines).where(eq(cartLines.residentIdx, resident.residentIdx))).toHaveLength(0);
  });

  it('refuses a closed day or a full slot of the partner', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const closed = visitDay(3);
    const full = visitDay(4);
    await createClosedDate(t.db, { partnerIdx: item.partner.partnerIdx, closedDate: closed });
    await fillSlot(t.db, item.partner.partnerIdx, full, 9);
    const onClosed = await t.app.inject({
      method: 'POST',
      url: '/api/v2/carts',
      headers: { cookie },
      payload: { itemIdx: item.item.itemIdx, pyeong: 34, tz: closed, time: 9 },
    });
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json().message).toMatch(/휴무일/);
    const onFull = await t.app.inject({
      method: 'POST',
      url: '/api/v2/carts',
      headers: { cookie },
      payload: { itemIdx: item.item.itemIdx, pyeong: 34, tz: full, time: 9 },
    });
    expect(onFull.statusCode).toBe(409);
    expect(onFull.json().message).toMatch(/마감/);
    // The afternoon of the full day is still open.
    await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: full, time: 13 });
  });

  it('needs a signed-in resident', async () => {
    const item = await bookableItem(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/carts', payload: { itemIdx: item.item.itemIdx, pyeong: 34 } });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/carts/count' })).statusCode).toBe(401);
  });
});

describe('GET /carts', () => {
  it('keeps the company prices a line was added with, says when the complex price changed, and when a service left the catalogue', async () => {
    const { cookie } = await shopper(t);
    const changing = await bookableItem(t.db);
    const leaving = await bookableItem(t.db);
    const apartment = await createApartment(t.db);
    await addLine(t, cookie, { itemIdx: changing.item.itemIdx, pyeong: 34, apartmentIdx: apartment.apartmentIdx });
    await addLine(t, cookie, { itemIdx: leaving.item.itemIdx, pyeong: 34 });
    // The company raises its price: new carts only (the line keeps 400,000).
    await t.db.update(itemOptions).set({ price: 420_000 }).where(eq(itemOptions.optionIdx, changing.tiers[1]!.optionIdx));
    expect((await cart(cookie)).lines[0]).toMatchObject({ addedPrice: 400_000, price: 400_000, priceChanged: false });
    // A complex special price starting since the line was added does change what it costs now.
    await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: changing.item.itemIdx, discountRate: 10 });
    await t.db.update(items).set({ isActive: false }).where(eq(items.itemIdx, leaving.item.itemIdx));

    const data = await cart(cookie);
    expect(data.count).toBe(2);
    const [changed, gone] = data.lines;
    expect(changed).toMatchObject({ addedPrice: 400_000, regularTotal: 400_000, price: 360_000, priceChanged: true, available: true });
    expect(gone).toMatchObject({ available: false, unavailableReason: '판매가 끝난 서비스예요.' });
    // Totals count only what can be paid now.
    expect(data.totals).toEqual({ regularTotal: 400_000, discountAmount: 40_000, total: 360_000 });
  });

  it('shows only my own lines', async () => {
    const mine = await shopper(t);
    const theirs = await shopper(t);
    const item = await bookableItem(t.db);
    await addLine(t, theirs.cookie, { itemIdx: item.item.itemIdx, pyeong: 34 });
    expect((await cart(mine.cookie)).lines).toEqual([]);
    expect(await count(mine.cookie)).toBe(0);
  });
});

describe('PUT /carts/date', () => {
  it('sets the desired date and hour with the same rules', async () => {
    const { cookie } = await shopper(t);
    const item = await createItem(t.db, { visitTimeSet: 'refrigerator' });
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34 });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/carts/date',
      headers: { cookie },
      payload: { cartIdx: line.cartIdx, tz: visitDay(2), time: 15 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tz: visitDay(2), time: 15, timeLabel: '오후 3시' });
    const wrongHour = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/carts/date',
      headers: { cookie },
      payload: { cartIdx: line.cartIdx, tz: visitDay(2), time: 14 },
    });
    expect(wrongHour.statusCode).toBe(400);
    expect(wrongHour.json().message).toMatch(/오전 9시, 오전 11시, 오후 1시, 오후 3시/);
  });

  it("is 404 for another resident's line and changes nothing", async () => {
    const owner = await shopper(t);
    const other = await shopper(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, owner.cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: '미정' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/carts/date',
      headers: { cookie: other.cookie },
      payload: { cartIdx: line.cartIdx, tz: visitDay(), time: 9 },
    });
    expect(res.statusCode).toBe(404);
    expect((await cart(owner.cookie)).lines[0]).toMatchObject({ tz: '미정' });
  });
});

describe('DELETE /carts', () => {
  it('deletes the given lines, or none when one is not mine', async () => {
    const { cookie } = await shopper(t);
    const other = await shopper(t);
    const item = await bookableItem(t.db);
    const a = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 20 });
    const b = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 30 });
    const theirs = await addLine(t, other.cookie, { itemIdx: item.item.itemIdx, pyeong: 30 });

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/v2/carts', headers: { cookie }, payload: { ids: [a.cartIdx, theirs.cartIdx] } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/장바구니에 없는 상품/);
    expect(await count(cookie)).toBe(2);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/carts', headers: { cookie }, payload: { ids: [a.cartIdx] } });
    expect(res.json().data).toEqual({ deleted: 1, count: 1 });
    expect((await cart(cookie)).lines.map((l: { cartIdx: number }) => l.cartIdx)).toEqual([b.cartIdx]);

    const empty = await t.app.inject({ method: 'DELETE', url: '/api/v2/carts', headers: { cookie }, payload: { ids: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('삭제할 상품을 골라 주세요.');
  });
});
