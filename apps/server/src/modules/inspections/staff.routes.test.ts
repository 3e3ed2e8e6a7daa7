import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionStandards } from '../../db/schema';
import { api } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection } from '../../../test/factories/inspections';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

// Other test files read these standards in parallel: this file edits only styrene, which none of them judges by.
const KEY = 'air.styrene';
const styreneOf = <T extends { key: string }>(items: T[]) => items.find((i) => i.key === KEY)!;

describe('staff inspection standards', () => {
  it('lists the standards with sources; an edit applies to inspections started afterwards only', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const me = await createInspector(t);
    const list = await call('GET', '/staff/inspection-standards', staff.headers);
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { key: string; limit: number; source: string; verified: boolean }[];
    expect(items.find((i) => i.key === 'air.radon.2019')).toMatchObject({ limit: 148, source: expect.stringContaining('실내공기질 관리법') });
    expect(items.filter((i) => !i.verified).map((i) => i.key)).toEqual(
      expect.arrayContaining(['gradient.wall_plumb', 'gradient.floor_drain_slope']),
    );
    const original = styreneOf(items);
    const before = await createTestInspection(t, me.partner.partnerIdx);
    try {
      const res = await call('PUT', `/staff/inspection-standards/${KEY}`, staff.headers, {
        limit: original.limit - 10,
        source: '시험용 출처',
        verified: false,
        note: '확인 중',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ key: KEY, limit: original.limit - 10, verified: false, note: '확인 중', updatedByStaffIdx: staff.staff.staffIdx });
      const after = await createTestInspection(t, me.partner.partnerIdx);
      const standard = async (id: number) => (await call('GET', `/inspection/${id}/radon/standard`, me.headers)).json().data.items as { key: string; limit: number }[];
      expect(styreneOf(await standard(after.inspectionIdx)).limit).toBe(original.limit - 10);
      expect(styreneOf(await standard(before.inspectionIdx)).limit).toBe(original.limit);
    } finally {
      await t.db.update(inspectionStandards).set({ limit: original.limit, source: original.source, verified: true, note: null }).where(eq(inspectionStandards.key, KEY));
    }
  });

  it('refuses bad input (400 naming the field), an unknown key (404), inspectors (403) and the signed out (401)', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const me = await createInspector(t);
    const bad = await call('PUT', `/staff/inspection-standards/${KEY}`, staff.headers, { limit: -1, source: '출처', verified: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('기준값(limit)은 0 이상이어야 해요.');
    const noSource = await call('PUT', `/staff/inspection-standards/${KEY}`, staff.headers, { limit: 1, source: '', verified: true });
    expect(noSource.json().message).toBe('출처(source)를 입력해 주세요.');
    const unknown = await call('PUT', '/staff/inspection-standards/air.nothing', staff.headers, { limit: 1, source: '출처', verified: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('점검 기준을 찾을 수 없어요.');
    expect((await call('GET', '/staff/inspection-standards', me.headers)).statusCode).toBe(403);
    expect((await call('GET', '/staff/inspection-standards')).statusCode).toBe(401);
    const [row] = await t.db.select().from(inspectionStandards).where(eq(inspectionStandards.key, KEY));
    expect(row!.limit).toBe(300);
  });
});
