import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionPhotos, inspections, inspectionSpaces, inspectionTasks } from '../../db/schema';
import { api, type Method } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * Every inspector operation of this module, on one company's inspection: signed out is 401, a resident or a
 * company that does not inspect is 403, another inspection company is 404 like a missing object, and none of
 * them changes anything (docs/CONVENTIONS.md, "Authorisation").
 */
let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

async function world() {
  const me = await createInspector(t);
  const row = await createTestInspection(t, me.partner.partnerIdx);
  const id = row.inspectionIdx;
  const spaces = (await call('GET', `/inspection/${id}`, me.headers)).json().data.spaces as { spaceIdx: number }[];
  const space = spaces[0]!.spaceIdx;
  const task = async (type: 'visual' | 'thermal' | 'level' | 'gradient' | 'radon') =>
    (await call('POST', `/inspection/${id}/${type}/tasks`, me.headers, taskBody(type, type === 'radon' ? null : space))).json().data.taskIdx as number;
  const ids = { visual: await task('visual'), thermal: await task('thermal'), level: await task('level'), gradient: await task('gradient'), radon: await task('radon') };
  const fileKey = await uploadFile(t, me.headers, 'inspection');
  const photo = (await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey, taskIdx: ids.visual })).json().data.photoIdx as number;
  const otherFile = await uploadFile(t, me.headers, 'inspection');
  const operations: Array<[Method, string, object?]> = [
    ['GET', `/inspection/${id}`],
    ['POST', `/inspection/${id}`, { memo: '바꾸기' }],
    ['POST', `/inspection/${id}/result`, { opinion: '총평' }],
    ['GET', `/inspection/${id}/radon/standard`],
    ['PATCH', `/inspection/${id}/visual/completed`],
    ['PATCH', `/inspection/${id}/visual/writing`],
    ['GET', `/inspection/${id}/level/tasks`],
    ['POST', `/inspection/${id}/visual/tasks`, taskBody('visual', space)],
    ['DELETE', '/inspection/level/tasks', { taskIds: [ids.level] }],
    ['DELETE', `/inspection/${id}/thermal/tasks`, { taskIds: [ids.thermal] }],
    ['DELETE', `/inspection/${id}/visual/tasks`, { taskIds: [ids.visual] }],
    ['GET', `/inspection/${id}/thermal/space`],
    ['GET', `/inspection/${id}/visual/space`],
    ['GET', `/inspection/thermal/tasks/${ids.thermal}`],
    ['PATCH', `/inspection/thermal/tasks/${ids.thermal}`, { location: '바꾼 위치' }],
    ['GET', `/inspection/visual/tasks/${ids.visual}`],
    ['PATCH', `/inspection/visual/tasks/${ids.visual}`, { description: '바꾼 내용' }],
    ['PATCH', `/inspection/gradient/tasks/${ids.gradient}/comment`, { comment: '메모' }],
    ['DELETE', `/inspection/gradient/tasks/${ids.gradient}/comment`],
    ['PATCH', `/inspection/level/tasks/${ids.level}/comment`, { comment: '메모' }],
    ['DELETE', `/inspection/level/tasks/${ids.level}/comment`],
    ['GET', `/inspection/${id}/photos`],
    ['POST', `/inspection/${id}/photos`, { clientKey: randomUUID(), fileKey: otherFile }],
    ['GET', `/inspection/photos/list?inspectionId=${id}`],
    ['PATCH', `/inspection/photos/${photo}`, { role: 'wide' }],
    ['DELETE', `/inspection/photos/${photo}`],
  ];
  return { me, id, operations };
}

/** Everything an inspection holds, to show a refused request changed nothing. */
async function snapshot(id: number) {
  return {
    inspection: await t.db.select().from(inspections).where(eq(inspections.inspectionIdx, id)),
    spaces: await t.db.select().from(inspectionSpaces).where(eq(inspectionSpaces.inspectionIdx, id)),
    tasks: await t.db.select().from(inspectionTasks).where(eq(inspectionTasks.inspectionIdx, id)),
    photos: await t.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.inspectionIdx, id)),
  };
}

describe('who may call the inspector operations', () => {
  it('is 401 signed out and 403 for a resident or a company that does not inspect, changing nothing', async () => {
    const { id, operations } = await world();
    const resident = await createSignedInResident(t.app, t.db);
    const cleaner = await createSignedInPartner(t.app, t.db);
    const before = await snapshot(id);
    for (const [method, url, body] of operations) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, { cookie: resident.cookie }, body)).statusCode, `${method} ${url} resident`).toBe(403);
      const res = await call(method, url, cleaner.headers, body);
      expect(res.statusCode, `${method} ${url} partner`).toBe(403);
      expect(res.json().message).toBe('사전점검 업체 계정으로만 이용할 수 있어요.');
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it("answers another inspection company exactly as a missing object (404, or the 400 naming the body's ids), changing nothing", async () => {
    const { id, operations } = await world();
    const other = await createInspector(t);
    const before = await snapshot(id);
    for (const [method, url, body] of operations) {
      const res = await call(method, url, other.headers, body);
      const namesIds = method === 'DELETE' && body !== undefined;
      expect(res.statusCode, `${method} ${url}`).toBe(namesIds && !url.includes(`/${id}/`) ? 400 : 404);
      expect(res.json().message, `${method} ${url}`).toMatch(/찾을 수 없(어요|는 기록이 있어요)\./);
    }
    expect(await snapshot(id)).toEqual(before);
  });
});
