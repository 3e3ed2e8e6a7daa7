import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionPhotos } from '../../db/schema';
import { api, complete } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { createSignedInResident } from '../../../test/factories/residents';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

async function setup() {
  const me = await createInspector(t);
  const row = await createTestInspection(t, me.partner.partnerIdx);
  const spaces = (await call('GET', `/inspection/${row.inspectionIdx}`, me.headers)).json().data.spaces as { spaceIdx: number; name: string }[];
  const living = spaces.find((s) => s.name === '거실')!.spaceIdx;
  const task = (await call('POST', `/inspection/${row.inspectionIdx}/visual/tasks`, me.headers, taskBody('visual', living))).json().data;
  return { me, id: row.inspectionIdx, living, task };
}

const ARROW = { kind: 'arrow', x1: 0.1, y1: 0.2, x2: 0.5, y2: 0.6 };
const photoCount = async (id: number) => (await t.db.select().from(inspectionPhotos).where(eq(inspectionPhotos.inspectionIdx, id))).length;

describe('POST /inspection/{id}/photos', () => {
  it("attaches the inspector's upload to a task with its size and annotations; the same clientKey adds nothing", async () => {
    const { me, id, living, task } = await setup();
    const fileKey = await uploadFile(t, me.headers, 'inspection');
    const body = { clientKey: randomUUID(), fileKey, taskIdx: task.taskIdx, role: 'close', annotations: [ARROW, { kind: 'text', x: 0.3, y: 0.3, text: '들뜸' }] };
    const res = await call('POST', `/inspection/${id}/photos`, me.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ taskIdx: task.taskIdx, type: 'visual', spaceIdx: living, width: 40, height: 30, role: 'close', annotations: body.annotations });
    expect(res.json().data.url).toContain(fileKey);
    const again = await call('POST', `/inspection/${id}/photos`, me.headers, body);
    expect(again.json().data.photoIdx).toBe(res.json().data.photoIdx);
    expect(await photoCount(id)).toBe(1);
    const listed = (await call('GET', `/inspection/visual/tasks/${task.taskIdx}`, me.headers)).json().data.photos;
    expect(listed.map((p: { photoIdx: number }) => p.photoIdx)).toEqual([res.json().data.photoIdx]);
  });

  it("refuses another account's upload, a bad shape and another inspection's task (400 naming the field), adding nothing", async () => {
    const { me, id } = await setup();
    const other = await setup();
    const stranger = await createInspector(t);
    const foreignFile = await uploadFile(t, stranger.headers, 'inspection');
    const notMine = await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey: foreignFile });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe('올린 사진을 찾을 수 없어요. 사진을 다시 올려 주세요.');
    const fileKey = await uploadFile(t, me.headers, 'inspection');
    const badShape = await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey, annotations: [{ ...ARROW, x2: 1.5 }] });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().message).toBe('좌표는 0~1 사이여야 해요.');
    const badTask = await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey, taskIdx: other.task.taskIdx });
    expect(badTask.statusCode).toBe(400);
    expect(badTask.json().message).toContain('taskIdx');
    expect(await photoCount(id)).toBe(0);
  });

  it('is 401 signed out, 403 for a resident and 404 for another company', async () => {
    const { id } = await setup();
    const resident = await createSignedInResident(t.app, t.db);
    const other = await createInspector(t);
    const fileKey = await uploadFile(t, other.headers, 'inspection');
    const body = { clientKey: randomUUID(), fileKey };
    expect((await call('POST', `/inspection/${id}/photos`, {}, body)).statusCode).toBe(401);
    expect((await call('POST', `/inspection/${id}/photos`, { cookie: resident.cookie }, body)).statusCode).toBe(403);
    expect((await call('POST', `/inspection/${id}/photos`, other.headers, body)).statusCode).toBe(404);
    expect((await call('GET', `/inspection/${id}/photos`, other.headers)).statusCode).toBe(404);
    expect(await photoCount(id)).toBe(0);
  });
});

describe('PATCH and DELETE /inspection/photos/{photoId}', () => {
  it('updates annotations and role, deletes, and refuses both while the type is 작성 완료', async () => {
    const { me, id, task } = await setup();
    const fileKey = await uploadFile(t, me.headers, 'inspection');
    const photo = (await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey, taskIdx: task.taskIdx })).json().data;
    const circle = { kind: 'circle', x: 0.5, y: 0.5, rx: 0.1, ry: 0.2 };
    const updated = await call('PATCH', `/inspection/photos/${photo.photoIdx}`, me.headers, { annotations: [circle], role: 'wide' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ annotations: [circle], role: 'wide' });
    const empty = await call('PATCH', `/inspection/photos/${photo.photoIdx}`, me.headers, {});
    expect(empty.statusCode).toBe(400);

    await complete(t, me.headers, id, ['visual']);
    const locked = await call('PATCH', `/inspection/photos/${photo.photoIdx}`, me.headers, { annotations: [] });
    expect(locked.statusCode).toBe(409);
    expect((await call('DELETE', `/inspection/photos/${photo.photoIdx}`, me.headers)).statusCode).toBe(409);
    await call('PATCH', `/inspection/${id}/visual/writing`, me.headers);

    const other = await createInspector(t);
    expect((await call('DELETE', `/inspection/photos/${photo.photoIdx}`, other.headers)).statusCode).toBe(404);
    expect((await call('PATCH', `/inspection/photos/${photo.photoIdx}`, other.headers, { role: 'close' })).statusCode).toBe(404);
    const deleted = await call('DELETE', `/inspection/photos/${photo.photoIdx}`, me.headers);
    expect(deleted.json().data).toEqual({ ok: true });
    expect(await photoCount(id)).toBe(0);
  });
});

describe('GET /inspection/photos/list', () => {
  it('pages the photos of one inspection by type', async () => {
    const { me, id, task } = await setup();
    const fileKey = await uploadFile(t, me.headers, 'inspection');
    await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey, taskIdx: task.taskIdx });
    const second = await uploadFile(t, me.headers, 'inspection');
    await call('POST', `/inspection/${id}/photos`, me.headers, { clientKey: randomUUID(), fileKey: second, type: 'radon' });
    const visual = (await call('GET', `/inspection/photos/list?inspectionId=${id}&type=visual`, me.headers)).json().data;
    expect(visual).toMatchObject({ page: 1, total: 1, hasNext: false });
    expect(visual.photos[0].type).toBe('visual');
    const all = (await call('GET', `/inspection/photos/list?inspectionId=${id}`, me.headers)).json().data;
    expect(all.total).toBe(2);
    const bad = await call('GET', '/inspection/photos/list?type=visual', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('inspectionId');
    const other = await createInspector(t);
    expect((await call('GET', `/inspection/photos/list?inspectionId=${id}`, other.headers)).statusCode).toBe(404);
  });
});
