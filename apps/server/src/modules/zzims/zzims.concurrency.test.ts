import { ZZIM_LIMIT } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { zzims } from '../../db/schema';
import { createItem } from '../../../test/factories/catalog';
import { giveZzims, manyItems } from '../../../test/factories/engagement';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';

/** Hearts under concurrency, on real PostgreSQL (PGlite has one connection and cannot race). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (cookie: string, itemIdx: number) =>
  t.app.inject({ method: 'POST', url: '/api/v2/zzims', headers: { cookie }, payload: { itemIdx } });
const rowsOf = (residentIdx: number) => t.db.select().from(zzims).where(eq(zzims.residentIdx, residentIdx));

describeOnPostgres('zzims under concurrency', () => {
  it('ten simultaneous hearts on one item leave one row, and every answer names it', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { item } = await createItem(t.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(cookie, item.itemIdx)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await rowsOf(resident.residentIdx);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.zzimIdx))).toEqual(new Set([rows[0]!.zzimIdx]));
    expect(answers.filter((a) => a.json().data.created)).toHaveLength(1);
  });

  it(`hearts racing for the last place keep the limit of ${ZZIM_LIMIT}`, async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const list = await manyItems(t.db, ZZIM_LIMIT + 5);
    await giveZzims(t.db, resident.residentIdx, list.slice(0, ZZIM_LIMIT - 1).map((i) => i.itemIdx));
    const answers = await Promise.all(list.slice(ZZIM_LIMIT - 1).map((i) => post(cookie, i.itemIdx)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(await rowsOf(resident.residentIdx)).toHaveLength(ZZIM_LIMIT);
  });
});
