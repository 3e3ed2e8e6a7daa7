import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, taskBody } from '../../../test/factories/inspections';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { loadInspectionForReport } from './index';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

/** An inspection with `n` visual findings, each with a photo, and one radon reading. */
async function recorded(n: number) {
  const me = await createInspector(t);
  const row = await createTestInspection(t, me.partner.partnerIdx);
  const spaces = (await call('GET', `/inspection/${row.inspectionIdx}`, me.headers)).json().data.spaces as { spaceIdx: number }[];
  for (let i = 0; i < n; i++) {
    const task = (await call('POST', `/inspection/${row.inspectionIdx}/visual/tasks`, me.headers, taskBody('visual', spaces[i % spaces.length]!.spaceIdx))).json().data;
    const fileKey = await uploadFile(t, me.headers, 'inspection');
    await call('POST', `/inspection/${row.inspectionIdx}/photos`, me.headers, { clientKey: randomUUID(), fileKey, taskIdx: task.taskIdx, annotations: [{ kind: 'text', x: 0.5, y: 0.5, text: '하자' }] });
  }
  await call('POST', `/inspection/${row.inspectionIdx}/radon/tasks`, me.headers, taskBody('radon', null, { value: 160 }));
  return row.inspectionIdx;
}

describe('loadInspectionForReport', () => {
  it('loads the inspection, every task with photos and verdicts, and the standards in the same few queries however much it holds', async () => {
    const small = await recorded(1);
    const large = await recorded(12);
    const few = await t.queries.count(() => loadInspectionForReport(t.db, small));
    const many = await t.queries.count(() => loadInspectionForReport(t.db, large));
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(5);
    const source = many.result;
    expect(source.tasks).toHaveLength(13);
    expect(source.tasks.filter((x) => x.photos.length === 1)).toHaveLength(12);
    expect(source.tasks[0]!.photos[0]).toMatchObject({ width: 40, height: 30, annotations: [{ kind: 'text', text: '하자' }] });
    expect(source.tasks.find((x) => x.type === 'radon')!.judgement).toMatchObject({ verdict: 'fail', allowedText: '148 Bq/㎥ 이하' });
    expect(source.standards.map((s) => s.type)).toEqual(['visual', 'level', 'gradient', 'thermal', 'radon']);
    expect(source.inspection).toMatchObject({ inspectionIdx: large, areaLabel: '84㎡ (34평)', taskCount: 13 });
  });
});
