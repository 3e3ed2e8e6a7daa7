import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApartment } from '../../../test/factories/places';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('places', () => {
  it('finds a complex by part of its name and by its Korean initials', async () => {
    const tag = unique();
    const apt = await createApartment(t.db, { name: `잠실래미안아이파크${tag}` });
    const byName = await t.app.inject({ url: `/api/v2/aparts/search?q=${encodeURIComponent(`래미안아이파크${tag}`)}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((a: { apartmentIdx: number }) => a.apartmentIdx)).toContain(apt.apartmentIdx);

    const byInitials = await t.app.inject({ url: `/api/v2/aparts/search?q=${encodeURIComponent('ㅈㅅㄹㅁ')}` });
    expect(byInitials.json().data.map((a: { name: string }) => a.name)).toContain(apt.name);
  });

  it('ignores spaces in the query and the name', async () => {
    const tag = unique();
    const apt = await createApartment(t.db, { name: `래미안 원페를라 ${tag}` });
    const res = await t.app.inject({ url: `/api/v2/aparts/search?q=${encodeURIComponent(`원페를라${tag}`)}` });
    expect(res.json().data[0].apartmentIdx).toBe(apt.apartmentIdx);
  });

  it('refuses an empty query with a Korean message naming the field', async () => {
    const res = await t.app.inject({ url: '/api/v2/aparts/search?q=' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', statusCode: 400, error: 'Bad Request', code: 'VALIDATION' });
    expect(body.message).toBe('검색어를 입력해 주세요.');
    expect(body.details[0].field).toBe('q');
  });

  it('lists districts and complexes of a district', async () => {
    const d1 = `서울${unique()}`;
    const a = await createApartment(t.db, { district1: d1, district2: '송파구' });
    const b = await createApartment(t.db, { district1: d1, district2: '강남구' });
    const d2 = await t.app.inject({ url: `/api/v2/district2?district1=${encodeURIComponent(d1)}` });
    expect(d2.json().data).toEqual(['강남구', '송파구']);
    const all1 = await t.app.inject({ url: '/api/v2/district1' });
    expect(all1.json().data).toContain(d1);
    const list = await t.app.inject({
      url: `/api/v2/aparts?district1=${encodeURIComponent(d1)}&district2=${encodeURIComponent('송파구')}`,
    });
    const ids = list.json().data.map((x: { apartmentIdx: number }) => x.apartmentIdx);
    expect(ids).toContain(a.apartmentIdx);
    expect(ids).not.toContain(b.apartmentIdx);
  });

  it('requires district1 for district2 with a Korean message', async () => {
    const res = await t.app.inject({ url: '/api/v2/district2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('시/도를 입력해 주세요.');
  });

  it('lists the areas of a complex and 404s for an unknown one', async () => {
    const apt = await createApartment(t.db);
    const res = await t.app.inject({ url: `/api/v2/areas?apartmentIdx=${apt.apartmentIdx}` });
    expect(res.json().data.map((a: { pyeong: number }) => a.pyeong)).toEqual([25, 34]);
    const missing = await t.app.inject({ url: '/api/v2/areas?apartmentIdx=999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('단지를 찾을 수 없어요.');
  });

  it('returns one complex with its areas', async () => {
    const apt = await createApartment(t.db);
    const res = await t.app.inject({ url: `/api/v2/aparts/search/apartment_idx/${apt.apartmentIdx}` });
    expect(res.json().data).toMatchObject({ apartmentIdx: apt.apartmentIdx, name: apt.name });
    expect(res.json().data.areas).toHaveLength(2);
    const bad = await t.app.inject({ url: '/api/v2/aparts/search/apartment_idx/abc' });
    expect(bad.statusCode).toBe(400);
  });
});
