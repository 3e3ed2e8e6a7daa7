import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../../test/factories/catalog';
import { paidOrder } from '../../../test/factories/commerce';
import { bookedLine, createCaution } from '../../../test/factories/engagement';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v2/cautions${query}`, headers });

type Caution = { cautionIdx: number; title: string; timing: string; timingLabel: string };
type Visit = { lineIdx: number; categoryCode: string; visitDate: string | null; dateUndecided: boolean; cautions: Caution[] };

/** A category (through its item) with one caution per timing, written in reverse so the order is the answer's. */
async function serviceWithCautions() {
  const item = await createItem(t.db);
  const code = item.category.code;
  const after = await createCaution(t.db, { categoryCode: code, timing: 'after', title: '시공 후 24시간 물 사용 자제', sortOrder: 1 });
  const onDay = await createCaution(t.db, { categoryCode: code, timing: 'on_day', title: '당일 환기', sortOrder: 2 });
  const before = await createCaution(t.db, { categoryCode: code, timing: 'before', title: '엘리베이터 예약', sortOrder: 3 });
  return { item, cautions: [before, onDay, after] };
}

describe('GET /cautions for a resident', () => {
  it("gives each booked visit its service's precautions (before, on the day, after) and the general ones", async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const general = await createCaution(t.db, { title: '공용부 보양 확인', sortOrder: -5 });
    const dated = await serviceWithCautions();
    const undecided = await serviceWithCautions();
    const plain = await createItem(t.db);
    const soon = await bookedLine(t.db, { residentIdx: resident.residentIdx, item: dated.item, visitDate: '2027-01-10', visitHour: 13 });
    const later = await bookedLine(t.db, { residentIdx: resident.residentIdx, item: undecided.item, visitDate: null, dateUndecided: true, visitHour: null });
    const deposit = await bookedLine(t.db, { residentIdx: resident.residentIdx, item: plain, status: 'awaiting_deposit', visitDate: '2027-01-05' });
    // Not booked visits: finished, cancelled, failed, or without any date.
    for (const status of ['completed', 'cancelled', 'payment_failed'] as const) {
      await bookedLine(t.db, { residentIdx: resident.residentIdx, item: dated.item, status });
    }
    await bookedLine(t.db, { residentIdx: resident.residentIdx, item: dated.item, visitDate: null, dateUndecided: false, visitHour: null });

    const res = await get(`?residentIdx=${resident.residentIdx}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { audience: string; visits: Visit[]; general: Caution[] };
    expect(data.audience).toBe('resident');
    expect(data.visits.map((v) => v.lineIdx)).toEqual([deposit.line.lineIdx, soon.line.lineIdx, later.line.lineIdx]);
    expect(data.visits[0]).toMatchObject({ status: 'awaiting_deposit', statusLabel: '입금대기' });
    // Every visit states its service's cancellation rule, written from the refund policy table (cautionIdx 0).
    expect(data.visits[0]!.cautions.map((c) => [c.cautionIdx, c.title])).toEqual([[0, '취소·환불과 일정 변경']]);
    expect(data.visits[1]).toMatchObject({
      merchantUid: soon.order.merchantUid,
      itemName: dated.item.item.name,
      categoryName: dated.item.category.name,
      companyName: dated.item.partner.companyName,
      statusLabel: '시공대기',
      visitDate: '2027-01-10',
      visitHour: 13,
      dateUndecided: false,
    });
    expect(data.visits[1]!.cautions.map((c) => [c.cautionIdx, c.timingLabel])).toEqual([
      [0, '방문 전'],
      [dated.cautions[0]!.cautionIdx, '방문 전'],
      [dated.cautions[1]!.cautionIdx, '방문 당일'],
      [dated.cautions[2]!.cautionIdx, '작업 후'],
    ]);
    expect(data.visits[2]).toMatchObject({ visitDate: null, dateUndecided: true, visitHour: null });
    expect(data.visits[2]!.cautions.map((c) => c.cautionIdx)).toEqual([0, ...undecided.cautions.map((c) => c.cautionIdx)]);
    expect(data.general.map((c) => c.cautionIdx)).toContain(general.cautionIdx);
    // Another category's cautions never leak into the general list.
    expect(data.general.every((c) => !dated.cautions.some((d) => d.cautionIdx === c.cautionIdx))).toBe(true);
  });

  it('includes a visit booked through the real checkout (paid by card, 시공대기)', async () => {
    const paid = await paidOrder(t);
    const res = await get(`?residentIdx=${paid.resident.residentIdx}`, { cookie: paid.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.visits).toEqual([
      expect.objectContaining({ merchantUid: paid.merchantUid, itemIdx: paid.item.item.itemIdx, status: 'awaiting_work', visitHour: 9 }),
    ]);
  });

  it("answers another resident's number like an unknown one (404) and asks a signed-out caller to sign in (401)", async () => {
    const owner = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const partner = await createSignedInPartner(t.app, t.db);
    await bookedLine(t.db, { residentIdx: owner.resident.residentIdx, item: await createItem(t.db) });
    const theirs = await get(`?residentIdx=${owner.resident.residentIdx}`, { cookie: other.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('예약 주의사항을 찾을 수 없어요.');
    expect(theirs.body).not.toContain('visits');
    const unknown = await get('?residentIdx=2000000000', { cookie: other.cookie });
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 404, message: theirs.json().message });
    const asPartner = await get(`?residentIdx=${owner.resident.residentIdx}`, { authorization: `Bearer ${partner.token}` });
    expect(asPartner.statusCode).toBe(404);
    const signedOut = await get(`?residentIdx=${owner.resident.residentIdx}`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toContain('로그인');
  });

  it('with both fields answers the resident when the number is the caller, else the guest', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const item = await createItem(t.db);
    await bookedLine(t.db, { residentIdx: resident.residentIdx, item });
    const mine = await get(`?residentIdx=${resident.residentIdx}&guestKey=device-key-1234`, { cookie });
    expect(mine.json().data.audience).toBe('resident');
    expect(mine.json().data.visits).toHaveLength(1);
    const stale = await get(`?residentIdx=${resident.residentIdx}&guestKey=device-key-1234`);
    expect(stale.statusCode).toBe(200);
    expect(stale.json().data).toMatchObject({ audience: 'guest', visits: [] });
  });
});

describe('GET /cautions for a guest', () => {
  it('gives the general precautions, before/on the day/after, and no visits', async () => {
    const after = await createCaution(t.db, { timing: 'after', sortOrder: -100 });
    const before = await createCaution(t.db, { timing: 'before', sortOrder: 100 });
    const service = await serviceWithCautions();
    const res = await get('?guestKey=Abc_def-1234');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { audience: string; visits: Visit[]; general: Caution[] };
    expect(data.audience).toBe('guest');
    expect(data.visits).toEqual([]);
    const ids = data.general.map((c) => c.cautionIdx);
    expect(ids.indexOf(before.cautionIdx)).toBeLessThan(ids.indexOf(after.cautionIdx));
    for (const c of service.cautions) expect(ids).not.toContain(c.cautionIdx);
  });

  it('refuses a guestKey of the wrong shape and a call with neither field, naming them', async () => {
    for (const key of ['short', 'has space 12345', 'x'.repeat(65), '한글키한글키한글키']) {
      const res = await get(`?guestKey=${encodeURIComponent(key)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('게스트 키(guestKey)는 영문, 숫자, -, _ 로 8~64자여야 해요.');
    }
    const neither = await get('');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('회원 번호(residentIdx)나 게스트 키(guestKey) 중 하나를 보내 주세요.');
    expect(neither.json().details.map((d: { field: string }) => d.field)).toEqual(['residentIdx', 'guestKey']);
    const badNumber = await get('?residentIdx=abc');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toContain('회원 번호');
  });
});
