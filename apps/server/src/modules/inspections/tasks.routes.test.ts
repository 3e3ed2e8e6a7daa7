import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, inspectionTasks } from '../../db/schema';
import { api, complete } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

/** An inspector with a fresh inspection and its spaces by name. */
async function setup() {
  const me = await createInspector(t);
  const row = await createTestInspection(t, me.partner.partnerIdx);
  const spaces = (await call('GET', `/inspection/${row.inspectionIdx}`, me.headers)).json().data.spaces as { spaceIdx: number; name: string }[];
  const space = (name: string) => spaces.find((s) => s.name === name)!.spaceIdx;
  return { me, id: row.inspectionIdx, space };
}

const taskCount = async (inspectionIdx: number) => (await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.inspectionIdx, inspectionIdx))).length;

describe('POST /inspection/{id}/{type}/tasks', () => {
  it('records a task of each type with its verdict against the standards, and the inspection is 점검 중', async () => {
    const { me, id, space } = await setup();
    const level = await call('POST', `/inspection/${id}/level/tasks`, me.headers, taskBody('level', space('거실')));
    expect(level.statusCode, level.body).toBe(200);
    expect(level.json().data).toMatchObject({
      type: 'level',
      typeLabel: '바닥 수평',
      spaceName: '거실',
      values: { type: 'level', spanMm: 3000, deviationMm: 4 },
      judgement: { verdict: 'fail', verdictLabel: '기준 초과', measuredText: '3,000 mm에 4 mm', allowedText: '3,000 mm에 2 mm 이하' },
    });
    const gradient = await call('POST', `/inspection/${id}/gradient/tasks`, me.headers, taskBody('gradient', space('욕실1')));
    expect(gradient.json().data).toMatchObject({ values: { kindLabel: '욕실 바닥 배수 기울기' }, judgement: { verdict: 'pass' } });
    const thermal = await call('POST', `/inspection/${id}/thermal/tasks`, me.headers, taskBody('thermal', space('침실1')));
    expect(thermal.json().data).toMatchObject({ values: { tdr: 0.4, surfaceLabel: '유리 모서리' }, judgement: { verdict: 'check', verdictLabel: '확인 필요' } });
    const radon = await call('POST', `/inspection/${id}/radon/tasks`, me.headers, taskBody('radon', null, { value: 160 }));
    expect(radon.json().data).toMatchObject({ spaceIdx: null, values: { substanceLabel: '라돈', unit: 'Bq/㎥' }, judgement: { verdict: 'fail', allowedText: '148 Bq/㎥ 이하' } });
    const visual = await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', space('주방'), { severity: 'safety' }));
    expect(visual.json().data).toMatchObject({ values: { categoryLabel: '도배', severityLabel: '안전 위험', description: '도배지 들뜸' }, judgement: null });
    const detail = (await call('GET', `/inspection/${id}`, me.headers)).json().data;
    expect(detail).toMatchObject({ status: 'in_progress', statusLabel: '점검 중', taskCount: 5 });
  });

  it('answers the same clientKey again with the first task and creates nothing', async () => {
    const { me, id, space } = await setup();
    const body = taskBody('visual', space('거실'));
    const first = await call('POST', `/inspection/${id}/visual/tasks`, me.headers, body);
    const again = await call('POST', `/inspection/${id}/visual/tasks`, me.headers, { ...body, description: '다시 보낸 내용' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.taskIdx).toBe(first.json().data.taskIdx);
    expect(again.json().data.values.description).toBe('도배지 들뜸');
    expect(await taskCount(id)).toBe(1);
    const otherType = await call('POST', `/inspection/${id}/level/tasks`, me.headers, taskBody('level', space('거실'), { clientKey: body.clientKey }));
    expect(otherType.statusCode).toBe(409);
  });

  itOnPostgres('creates one task for 10 concurrent POSTs with one clientKey (PostgreSQL only)', async () => {
    const { me, id, space } = await setup();
    const body = taskBody('level', space('거실'));
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/inspection/${id}/level/tasks`, me.headers, body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().data.taskIdx)).size).toBe(1);
    expect(await taskCount(id)).toBe(1);
  });

  it('refuses bad input with a 400 naming the field, and creates nothing', async () => {
    const { me, id, space } = await setup();
    const other = await setup();
    const missing = await call('POST', `/inspection/${id}/level/tasks`, me.headers, { clientKey: 'abcdefgh-1', spaceIdx: space('거실') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('높이 차(deviationMm)를 숫자로 보내 주세요.');
    const wrongKind = await call('POST', `/inspection/${id}/gradient/tasks`, me.headers, taskBody('gradient', space('거실'), { kind: 'ceiling' }));
    expect(wrongKind.json().message).toContain('기울기 종류(kind)');
    const foreignSpace = await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', other.space('거실')));
    expect(foreignSpace.statusCode).toBe(400);
    expect(foreignSpace.json().message).toContain('공간(spaceIdx)');
    const badType = await call('POST', `/inspection/${id}/sound/tasks`, me.headers, taskBody('visual', space('거실')));
    expect(badType.statusCode).toBe(400);
    expect(await taskCount(id)).toBe(0);
  });

  it('is 401 signed out, 403 for a resident, 404 for another company, creating nothing', async () => {
    const { me, id, space } = await setup();
    const other = await createInspector(t);
    const resident = await createSignedInResident(t.app, t.db);
    const body = taskBody('visual', space('거실'));
    expect((await call('POST', `/inspection/${id}/visual/tasks`, {}, body)).statusCode).toBe(401);
    expect((await call('POST', `/inspection/${id}/visual/tasks`, { cookie: resident.cookie }, body)).statusCode).toBe(403);
    expect((await call('POST', `/inspection/${id}/visual/tasks`, other.headers, body)).statusCode).toBe(404);
    expect((await call('GET', `/inspection/${id}/visual/tasks`, other.headers)).statusCode).toBe(404);
    expect(await taskCount(id)).toBe(0);
    expect((await call('GET', `/inspection/${id}/visual/tasks`, me.headers)).json().data.tasks).toEqual([]);
  });
});

describe('작성 완료 and 작성 중', () => {
  it('a completed type refuses new tasks, edits and deletes with a 409 until set back to writing', async () => {
    const { me, id, space } = await setup();
    const visual = (await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', space('거실')))).json().data;
    const level = (await call('POST', `/inspection/${id}/level/tasks`, me.headers, taskBody('level', space('거실')))).json().data;
    const done = await call('PATCH', `/inspection/${id}/visual/completed`, me.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.types[0]).toMatchObject({ type: 'visual', state: 'completed', stateLabel: '작성 완료', taskCount: 1 });
    await complete(t, me.headers, id, ['level']);

    const refused = [
      await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', space('거실'))),
      await call('PATCH', `/inspection/visual/tasks/${visual.taskIdx}`, me.headers, { description: '고친 내용' }),
      await call('DELETE', `/inspection/${id}/visual/tasks`, me.headers, { taskIds: [visual.taskIdx] }),
      await call('PATCH', `/inspection/level/tasks/${level.taskIdx}/comment`, me.headers, { comment: '재측정 필요' }),
      await call('DELETE', `/inspection/level/tasks`, me.headers, { taskIds: [level.taskIdx] }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]!.json().message).toBe("'육안 점검'은 작성 완료 상태예요. 고치려면 먼저 작성 중으로 바꿔 주세요.");
    expect(refused[3]!.json().message).toContain("'바닥 수평'은 작성 완료");
    expect(await taskCount(id)).toBe(2);
    // The offline queue delivering a task recorded before the completion still gets its task back.
    const late = await call('POST', `/inspection/${id}/visual/tasks`, me.headers, { ...taskBody('visual', space('거실')), clientKey: visual.clientKey });
    expect(late.statusCode).toBe(200);
    expect(late.json().data.taskIdx).toBe(visual.taskIdx);

    const again = await call('PATCH', `/inspection/${id}/visual/writing`, me.headers);
    expect(again.json().data.types[0]).toMatchObject({ state: 'writing', completedAt: null });
    const edited = await call('PATCH', `/inspection/visual/tasks/${visual.taskIdx}`, me.headers, { description: '고친 내용' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.values.description).toBe('고친 내용');
  });

  it('all five completed is 측정 완료; one back to writing is 점검 중 again', async () => {
    const { me, id } = await setup();
    await complete(t, me.headers, id);
    expect((await call('GET', `/inspection/${id}`, me.headers)).json().data).toMatchObject({ status: 'measured', completedTypeCount: 5 });
    const res = await call('PATCH', `/inspection/${id}/radon/writing`, me.headers);
    expect(res.json().data).toMatchObject({ status: 'in_progress', statusLabel: '점검 중' });
    const bad = await call('PATCH', `/inspection/${id}/noise/completed`, me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('점검 종류');
  });

  it("is 404 for another company's inspector and changes nothing", async () => {
    const { id } = await setup();
    const other = await createInspector(t);
    expect((await call('PATCH', `/inspection/${id}/visual/completed`, other.headers)).statusCode).toBe(404);
    const [row] = await t.db.select().from(inspections).where(eq(inspections.inspectionIdx, id));
    expect(row!.typeStates.visual.state).toBe('writing');
  });
});

describe('thermal and visual tasks by space', () => {
  it('lists spaces with counts, tasks of one space, reads and edits one task', async () => {
    const { me, id, space } = await setup();
    await call('POST', `/inspection/${id}/thermal/tasks`, me.headers, taskBody('thermal', space('침실1')));
    const second = (await call('POST', `/inspection/${id}/thermal/tasks`, me.headers, taskBody('thermal', space('침실1'), { surface: 'wall' }))).json().data;
    await call('POST', `/inspection/${id}/thermal/tasks`, me.headers, taskBody('thermal', space('거실')));
    await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', space('침실1')));

    const spaces = (await call('GET', `/inspection/${id}/thermal/space`, me.headers)).json().data.spaces;
    expect(spaces.find((s: { name: string }) => s.name === '침실1').taskCount).toBe(2);
    expect(spaces.find((s: { name: string }) => s.name === '거실').taskCount).toBe(1);
    expect(spaces.find((s: { name: string }) => s.name === '주방').taskCount).toBe(0);

    const inRoom = (await call('GET', `/inspection/${id}/thermal/tasks?inspectionSpace=${space('침실1')}`, me.headers)).json().data.tasks;
    expect(inRoom).toHaveLength(2);
    const one = await call('GET', `/inspection/thermal/tasks/${second.taskIdx}`, me.headers);
    expect(one.json().data).toMatchObject({ taskIdx: second.taskIdx, values: { surface: 'wall' } });
    expect((await call('GET', `/inspection/visual/tasks/${second.taskIdx}`, me.headers)).statusCode).toBe(404);

    const moved = await call('PATCH', `/inspection/thermal/tasks/${second.taskIdx}`, me.headers, { spaceIdx: space('거실'), outdoorTempC: null });
    expect(moved.json().data).toMatchObject({ spaceName: '거실', values: { outdoorTempC: null, tdr: null } });
    const bad = await call('PATCH', `/inspection/thermal/tasks/${second.taskIdx}`, me.headers, { surfaceTempC: 'cold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('표면 온도(surfaceTempC)');
    const nothing = await call('PATCH', `/inspection/thermal/tasks/${second.taskIdx}`, me.headers, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('deletes tasks of the inspection by id, all or none', async () => {
    const { me, id, space } = await setup();
    const a = (await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', space('거실')))).json().data;
    const b = (await call('POST', `/inspection/${id}/visual/tasks`, me.headers, taskBody('visual', space('주방')))).json().data;
    const thermal = (await call('POST', `/inspection/${id}/thermal/tasks`, me.headers, taskBody('thermal', space('주방')))).json().data;
    const mixed = await call('DELETE', `/inspection/${id}/visual/tasks`, me.headers, { taskIds: [a.taskIdx, thermal.taskIdx] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain('taskIds');
    expect(await taskCount(id)).toBe(3);
    const res = await call('DELETE', `/inspection/${id}/visual/tasks`, me.headers, { taskIds: [a.taskIdx, b.taskIdx] });
    expect(res.json().data).toEqual({ deleted: 2 });
    expect(await taskCount(id)).toBe(1);
  });
});

describe('gradient, level and radon tasks', () => {
  it('writes and clears a comment, and deletes by type; another company is 404 and changes nothing', async () => {
    const { me, id, space } = await setup();
    const other = await createInspector(t);
    const level = (await call('POST', `/inspection/${id}/level/tasks`, me.headers, taskBody('level', space('거실')))).json().data;
    const gradient = (await call('POST', `/inspection/${id}/gradient/tasks`, me.headers, taskBody('gradient', space('욕실1')))).json().data;
    const radon = (await call('POST', `/inspection/${id}/radon/tasks`, me.headers, taskBody('radon', null))).json().data;

    const written = await call('PATCH', `/inspection/level/tasks/${level.taskIdx}/comment`, me.headers, { comment: '가구 배치 전 재측정' });
    expect(written.json().data.comment).toBe('가구 배치 전 재측정');
    expect((await call('PATCH', `/inspection/level/tasks/${level.taskIdx}/comment`, other.headers, { comment: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `/inspection/gradient/tasks/${level.taskIdx}/comment`, me.headers, { comment: 'x' })).statusCode).toBe(404);
    const empty = await call('PATCH', `/inspection/gradient/tasks/${gradient.taskIdx}/comment`, me.headers, { comment: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('메모(comment)를 입력해 주세요.');
    const cleared = await call('DELETE', `/inspection/level/tasks/${level.taskIdx}/comment`, me.headers);
    expect(cleared.json().data.comment).toBeNull();

    expect((await call('DELETE', '/inspection/radon/tasks', other.headers, { taskIds: [radon.taskIdx] })).statusCode).toBe(400);
    expect((await call('DELETE', '/inspection/visual/tasks', me.headers, { taskIds: [radon.taskIdx] })).statusCode).toBe(400);
    const deleted = await call('DELETE', '/inspection/radon/tasks', me.headers, { taskIds: [radon.taskIdx] });
    expect(deleted.json().data).toEqual({ deleted: 1 });
    const left = await t.db.select().from(inspectionTasks).where(and(eq(inspectionTasks.inspectionIdx, id), eq(inspectionTasks.type, 'radon')));
    expect(left).toHaveLength(0);
  });
});

describe('GET /inspection/{id}/{type}/standard', () => {
  it("gives the inspection's copy of the standards with sources and unverified values marked", async () => {
    const { me, id } = await setup();
    const radon = (await call('GET', `/inspection/${id}/radon/standard`, me.headers)).json().data;
    expect(radon.typeLabel).toBe('라돈·공기질');
    expect(radon.items.find((i: { key: string }) => i.key === 'air.radon.2019')).toMatchObject({ limit: 148, unit: 'Bq/㎥', verified: true });
    expect(radon.notes.join(' ')).toContain('48~72시간');
    const gradient = (await call('GET', `/inspection/${id}/gradient/standard`, me.headers)).json().data;
    expect(gradient.items.find((i: { key: string }) => i.key === 'gradient.wall_plumb').verified).toBe(false);
    const thermal = (await call('GET', `/inspection/${id}/thermal/standard`, me.headers)).json().data;
    expect(thermal.items).toHaveLength(9);
    expect(thermal.notes).toContain('열화상은 선별 검사예요. 확인이 필요해요.');
  });
});
