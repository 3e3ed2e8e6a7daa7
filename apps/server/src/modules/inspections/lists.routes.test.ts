import { seoulToday } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections } from '../../db/schema';
import { createItem } from '../../../test/factories/catalog';
import { api, complete } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { paidOrderWithHistory } from '../../../test/factories/orders';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';
import { listInspectionsOfResident, markInspectionReported, markInspectionSent } from './index';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

const data = async (url: string, headers: Record<string, string>) => {
  const res = await call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const reported = (id: number, reportIdx = 1) => t.db.transaction((tx) => markInspectionReported(tx, id, reportIdx));

describe('the console lists', () => {
  it('keeps the sample report residents read out of the work queues and the counts, but lists it under 전체', async () => {
    const me = await createInspector(t);
    const real = await createTestInspection(t, me.partner.partnerIdx, { visitDate: '2027-03-01' });
    const sample = await createTestInspection(t, me.partner.partnerIdx, { visitDate: '2027-03-01' });
    await t.db.update(inspections).set({ isSample: true }).where(eq(inspections.inspectionIdx, sample.inspectionIdx));

    const ids = (list: { inspections: { inspectionIdx: number }[] }) => list.inspections.map((i) => i.inspectionIdx);
    expect(ids(await data('/inspection/check-inspection', me.headers))).toEqual([real.inspectionIdx]);
    expect(await data('/inspection/summary', me.headers)).toMatchObject({ scheduled: 1 });
    expect(ids(await data('/inspection', me.headers))).toEqual(expect.arrayContaining([real.inspectionIdx, sample.inspectionIdx]));
  });

  it('lists by keyword, what to inspect by visit date, what is measured, and counts by status', async () => {
    const me = await createInspector(t);
    const later = await createTestInspection(t, me.partner.partnerIdx, { visitDate: '2027-02-01' });
    const sooner = await createTestInspection(t, me.partner.partnerIdx, { visitDate: '2027-01-15' });
    const done = await createTestInspection(t, me.partner.partnerIdx, { visitDate: '2027-01-01' });
    await complete(t, me.headers, done.inspectionIdx);
    await createTestInspection(t, (await createInspector(t)).partner.partnerIdx);
    const today = await createTestInspection(t, me.partner.partnerIdx, { visitDate: seoulToday() });
    expect(await data('/inspection/summary', me.headers)).toMatchObject({ scheduled: 3, today: 1 });
    // Cancelled (as its order would cancel it): it leaves the lists and the counts.
    await t.db.update(inspections).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(inspections.inspectionIdx, today.inspectionIdx));

    const all = (await data('/inspection', me.headers)).inspections.map((i: { inspectionIdx: number }) => i.inspectionIdx);
    expect(all).toEqual([done.inspectionIdx, sooner.inspectionIdx, later.inspectionIdx]);
    const found = (await data(`/inspection?keyword=${encodeURIComponent(sooner.complexName)}`, me.headers)).inspections;
    expect(found.map((i: { inspectionIdx: number }) => i.inspectionIdx)).toEqual([sooner.inspectionIdx]);
    expect((await data('/inspection?keyword=101동 1203호', me.headers)).inspections).toHaveLength(3);

    const toCheck = (await data('/inspection/check-inspection', me.headers)).inspections;
    expect(toCheck.map((i: { inspectionIdx: number }) => i.inspectionIdx)).toEqual([sooner.inspectionIdx, later.inspectionIdx]);
    const measured = (await data('/inspection/result', me.headers)).inspections;
    expect(measured.map((i: { inspectionIdx: number }) => i.inspectionIdx)).toEqual([done.inspectionIdx]);
    expect(measured[0]).toMatchObject({ statusLabel: '측정 완료', completedTypeCount: 5 });
    expect(await data('/inspection/summary', me.headers)).toEqual({ scheduled: 2, inProgress: 0, measured: 1, reported: 0, sent: 0, today: 0 });

    const long = await call('GET', `/inspection?keyword=${'가'.repeat(51)}`, me.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('검색어(keyword)는 50자까지 쓸 수 있어요.');
    expect((await call('GET', '/inspection/summary')).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('GET', '/inspection', { cookie: resident.cookie })).statusCode).toBe(403);
  });

  it('lists inspections with a report in pages, filtered by resident or complex; sent ones are 보고서 발송', async () => {
    const me = await createInspector(t);
    const name = `리포트${unique()}`;
    const resident = await createSignedInResident(t.app, t.db, { name });
    const a = await createTestInspection(t, me.partner.partnerIdx, { residentIdx: resident.resident.residentIdx });
    const b = await createTestInspection(t, me.partner.partnerIdx);
    await createTestInspection(t, me.partner.partnerIdx);
    for (const row of [a, b]) {
      await complete(t, me.headers, row.inspectionIdx);
      await reported(row.inspectionIdx, row.inspectionIdx);
    }
    await t.db.transaction((tx) => markInspectionSent(tx, b.inspectionIdx));

    const page = await data('/inspection/reports', me.headers);
    expect(page).toMatchObject({ page: 1, total: 2, hasNext: false });
    expect(page.inspections.map((i: { inspectionIdx: number; statusLabel: string }) => [i.inspectionIdx, i.statusLabel])).toEqual([
      [b.inspectionIdx, '보고서 발송'],
      [a.inspectionIdx, '보고서 작성'],
    ]);
    expect(page.inspections[1].latestReportIdx).toBe(a.inspectionIdx);
    const byName = await data(`/inspection/reports?residentName=${encodeURIComponent(name)}`, me.headers);
    expect(byName.inspections.map((i: { inspectionIdx: number }) => i.inspectionIdx)).toEqual([a.inspectionIdx]);
    const byComplex = await data(`/inspection/reports?complexName=${encodeURIComponent(b.complexName)}`, me.headers);
    expect(byComplex.total).toBe(1);
    expect(await data('/inspection/summary', me.headers)).toMatchObject({ scheduled: 1, reported: 1, sent: 1 });
    const bad = await call('GET', '/inspection/reports?page=0', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('페이지는 1 이상이어야 해요.');
  });

  it('reads a list of 20 inspections with as many queries as a list of 2', async () => {
    const few = await createInspector(t);
    const many = await createInspector(t);
    /** n inspections of each kind the lists show (점검 예정, 측정 완료, 보고서 작성), each with a finding. */
    async function fill(who: typeof few, n: number) {
      for (let i = 0; i < n; i++) {
        for (const kind of ['scheduled', 'measured', 'reported'] as const) {
          const row = await createTestInspection(t, who.partner.partnerIdx);
          if (kind === 'scheduled') continue;
          const space = (await data(`/inspection/${row.inspectionIdx}`, who.headers)).spaces[0].spaceIdx;
          await call('POST', `/inspection/${row.inspectionIdx}/visual/tasks`, who.headers, taskBody('visual', space));
          await complete(t, who.headers, row.inspectionIdx);
          if (kind === 'reported') await reported(row.inspectionIdx);
        }
      }
    }
    await fill(few, 2);
    await fill(many, 20);
    for (const [url, n] of [['/inspection', 60], ['/inspection/result', 20], ['/inspection/reports', 20], ['/inspection/check-inspection', 20]] as const) {
      const small = await t.queries.count(() => call('GET', url, few.headers));
      const large = await t.queries.count(() => call('GET', url, many.headers));
      expect(large.result.statusCode, large.result.body).toBe(200);
      expect(large.result.json().data.inspections, url).toHaveLength(n);
      expect(large.queries, url).toBe(small.queries);
      expect(large.queries, url).toBeLessThanOrEqual(4);
    }
    expect((await data('/inspection/result', many.headers)).inspections[0].taskCount).toBe(1);
  });
});

describe('GET /online/residents', () => {
  it("finds the company's customers by name with the phone masked, never another company's", async () => {
    const me = await createInspector(t);
    const item = await createItem(t.db, { partnerIdx: me.partner.partnerIdx });
    const name = `찾기${unique()}`;
    const customer = await createSignedInResident(t.app, t.db, { name, phone: '01055551234' .replace('5555', String(1000 + Math.floor(Math.random() * 8999))) });
    await paidOrderWithHistory(t.db, { residentIdx: customer.resident.residentIdx, item, lines: 1 });
    const stranger = await createSignedInResident(t.app, t.db, { name: `${name}남` });
    await paidOrderWithHistory(t.db, { residentIdx: stranger.resident.residentIdx, item: await createItem(t.db), lines: 1 });

    const found = (await data(`/online/residents?keyword=${encodeURIComponent(name)}`, me.headers)).residents;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ residentIdx: customer.resident.residentIdx, name });
    expect(found[0].phoneMasked).toMatch(/^010-\*{4}-1234$/);

    const empty = await call('GET', '/online/residents?keyword=', me.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('검색어(keyword)를 입력해 주세요.');

    // Linking: a customer may be linked to an inspection, a stranger may not.
    const row = await createTestInspection(t, me.partner.partnerIdx);
    const refused = await call('POST', `/inspection/${row.inspectionIdx}`, me.headers, { residentIdx: stranger.resident.residentIdx });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('이 업체에서 주문한 입주민(residentIdx)만 연결할 수 있어요.');
    const linked = await call('POST', `/inspection/${row.inspectionIdx}`, me.headers, { residentIdx: customer.resident.residentIdx });
    expect(linked.json().data).toMatchObject({ residentIdx: customer.resident.residentIdx, residentName: name });
  });
});

describe('GET /inspection/{id}/join/online', () => {
  it('shows the live state to the resident it is for and to the company; anyone else gets 404', async () => {
    const me = await createInspector(t);
    const owner = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const row = await createTestInspection(t, me.partner.partnerIdx, { residentIdx: owner.resident.residentIdx });
    const space = (await data(`/inspection/${row.inspectionIdx}`, me.headers)).spaces[1].spaceIdx;
    await call('POST', `/inspection/${row.inspectionIdx}/visual/tasks`, me.headers, taskBody('visual', space));
    await call('POST', `/inspection/${row.inspectionIdx}/radon/tasks`, me.headers, taskBody('radon', null, { value: 60 }));

    const live = await data(`/inspection/${row.inspectionIdx}/join/online`, { cookie: owner.cookie });
    expect(live).toMatchObject({ status: 'in_progress', statusLabel: '점검 중', homeLabel: `${row.complexName} 101동 1203호` });
    expect(live.tasks.map((x: { typeLabel: string }) => x.typeLabel).sort()).toEqual(['라돈·공기질', '육안 점검']);
    expect(live.types.find((x: { type: string }) => x.type === 'visual').taskCount).toBe(1);
    expect((await data(`/inspection/${row.inspectionIdx}/join/online`, me.headers)).tasks).toHaveLength(2);

    const notFound = [
      await call('GET', `/inspection/${row.inspectionIdx}/join/online`, { cookie: other.cookie }),
      await call('GET', `/inspection/${row.inspectionIdx}/join/online`),
      await call('GET', `/inspection/${row.inspectionIdx}/join/online`, (await createInspector(t)).headers),
    ];
    expect(notFound.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(notFound[0]!.json().message).toBe('점검을 찾을 수 없어요.');
  });
});

describe('listInspectionsOfResident', () => {
  it("gives a resident their own inspections, newest first, without cancelled ones or anyone else's", async () => {
    const me = await createInspector(t);
    const owner = await createSignedInResident(t.app, t.db);
    const first = await createTestInspection(t, me.partner.partnerIdx, { residentIdx: owner.resident.residentIdx });
    const second = await createTestInspection(t, (await createInspector(t)).partner.partnerIdx, { residentIdx: owner.resident.residentIdx });
    const cancelled = await createTestInspection(t, me.partner.partnerIdx, { residentIdx: owner.resident.residentIdx });
    await t.db.update(inspections).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(inspections.inspectionIdx, cancelled.inspectionIdx));
    await createTestInspection(t, me.partner.partnerIdx, { residentIdx: (await createSignedInResident(t.app, t.db)).resident.residentIdx });
    const mine = await listInspectionsOfResident(t.db, owner.resident.residentIdx);
    expect(mine.map((i) => i.inspectionIdx)).toEqual([second.inspectionIdx, first.inspectionIdx]);
    expect(mine[0]).toMatchObject({ statusLabel: '점검 예정', homeLabel: `${second.complexName} 101동 1203호` });
  });
});
