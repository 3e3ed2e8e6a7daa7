import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, inspectionSpaces } from '../../db/schema';
import { api, complete } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

const rowOf = async (idx: number) => (await t.db.select().from(inspections).where(eq(inspections.inspectionIdx, idx)))[0]!;

describe('GET /inspection/{id}', () => {
  it("shows the company's inspection with its home, default spaces and every type 작성 중", async () => {
    const me = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx, { visitDate: '2027-01-10' });
    const res = await call('GET', `/inspection/${row.inspectionIdx}`, me.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'scheduled', statusLabel: '점검 예정', homeLabel: `${row.complexName} 101동 1203호`, areaLabel: '84㎡ (34평)', visitDate: '2027-01-10' });
    expect(data.spaces.map((s: { name: string }) => s.name)).toEqual(['현관', '거실', '주방', '침실1', '침실2', '침실3', '욕실1', '욕실2', '드레스룸', '발코니', '다용도실']);
    expect(data.types.map((s: { stateLabel: string }) => s.stateLabel)).toEqual(['작성 중', '작성 중', '작성 중', '작성 중', '작성 중']);
  });

  it('is 401 signed out, 403 for a resident or a non-inspection partner, 404 for another inspection company', async () => {
    const me = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx);
    const other = await createInspector(t);
    const resident = await createSignedInResident(t.app, t.db);
    const cleaner = await createSignedInPartner(t.app, t.db);
    expect((await call('GET', `/inspection/${row.inspectionIdx}`)).statusCode).toBe(401);
    expect((await call('GET', `/inspection/${row.inspectionIdx}`, { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await call('GET', `/inspection/${row.inspectionIdx}`, cleaner.headers)).statusCode).toBe(403);
    const foreign = await call('GET', `/inspection/${row.inspectionIdx}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('점검을 찾을 수 없어요.');
    const bad = await call('GET', '/inspection/abc', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('점검 번호');
  });
});

describe('POST /inspection/{id}', () => {
  it('adds, renames, reorders and removes spaces, and sets the region, radon rule and memo', async () => {
    const me = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx, { exclusiveArea: 50 });
    const before = (await call('GET', `/inspection/${row.inspectionIdx}`, me.headers)).json().data;
    const [entrance, living] = before.spaces;
    const res = await call('POST', `/inspection/${row.inspectionIdx}`, me.headers, {
      spaces: [
        { spaceIdx: living.spaceIdx, name: '거실', kind: 'living' },
        { spaceIdx: entrance.spaceIdx, name: '현관·복도', kind: 'entrance' },
        { name: '알파룸', kind: 'other' },
      ],
      region: 'III',
      approvedFrom2019_07: false,
      memo: '관리사무소에서 열쇠 받기',
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.spaces.map((s: { name: string }) => s.name)).toEqual(['거실', '현관·복도', '알파룸']);
    expect(data).toMatchObject({ region: 'III', regionLabel: '지역 III (남부)', approvedFrom2019_07: false, memo: '관리사무소에서 열쇠 받기' });
  });

  it('refuses to remove a space with records (409) and bad input (400 naming the field), changing nothing', async () => {
    const me = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx);
    const spaces = (await call('GET', `/inspection/${row.inspectionIdx}`, me.headers)).json().data.spaces;
    const created = await call('POST', `/inspection/${row.inspectionIdx}/visual/tasks`, me.headers, taskBody('visual', spaces[1].spaceIdx));
    expect(created.statusCode, created.body).toBe(200);
    const removing = await call('POST', `/inspection/${row.inspectionIdx}`, me.headers, { spaces: [{ spaceIdx: spaces[0].spaceIdx, name: '현관', kind: 'entrance' }] });
    expect(removing.statusCode).toBe(409);
    expect(removing.json().message).toContain('기록이 있는 공간(거실)');
    const bad = await call('POST', `/inspection/${row.inspectionIdx}`, me.headers, { region: 'IV' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('결로 기준 지역(region)');
    const dup = await call('POST', `/inspection/${row.inspectionIdx}`, me.headers, { spaces: [{ name: '방', kind: 'other' }, { name: '방', kind: 'other' }] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toContain('같은 이름의 공간');
    const after = await t.db.select().from(inspectionSpaces).where(eq(inspectionSpaces.inspectionIdx, row.inspectionIdx));
    expect(after).toHaveLength(spaces.length);
    expect((await rowOf(row.inspectionIdx)).region).toBe(row.region);
  });

  it("is 404 for another company's inspector and changes nothing", async () => {
    const me = await createInspector(t);
    const other = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx);
    const res = await call('POST', `/inspection/${row.inspectionIdx}`, other.headers, { memo: '남의 점검' });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(row.inspectionIdx)).memo).toBeNull();
  });
});

describe('POST /inspection/{id}/result', () => {
  it('saves the 총평 only once all five types are completed', async () => {
    const me = await createInspector(t);
    const row = await createTestInspection(t, me.partner.partnerIdx);
    const early = await call('POST', `/inspection/${row.inspectionIdx}/result`, me.headers, { opinion: '전반적으로 양호해요.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('다섯 가지 점검을 모두 작성 완료해야 총평을 저장할 수 있어요.');
    expect((await rowOf(row.inspectionIdx)).opinion).toBeNull();
    await complete(t, me.headers, row.inspectionIdx);
    const empty = await call('POST', `/inspection/${row.inspectionIdx}/result`, me.headers, { opinion: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('총평(opinion)을 입력해 주세요.');
    const res = await call('POST', `/inspection/${row.inspectionIdx}/result`, me.headers, { opinion: '전반적으로 양호해요.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ opinion: '전반적으로 양호해요.', status: 'measured', statusLabel: '측정 완료' });
  });
});
