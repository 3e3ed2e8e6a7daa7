import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /categories', () => {
  it('lists categories with visit-time options, item counts and the chapters', async () => {
    const fridge = await createCategory(t.db, { visitTimeSet: 'refrigerator', chapter: 'clean', sortOrder: 1 });
    const inspection = await createCategory(t.db, { visitTimeSet: 'inspection', hasItemGuide: true });
    const first = await createItem(t.db, { category: fridge });
    await createItem(t.db, { category: fridge });
    await createItem(t.db, { category: fridge, isActive: false });
    // The first company's second service: three services, but two companies (업체 2곳).
    await createItem(t.db, { category: fridge, partnerIdx: first.partner.partnerIdx });

    const res = await t.app.inject({ url: '/api/v2/categories' });
    expect(res.statusCode).toBe(200);
    const { categories, chapters } = res.json().data;
    const f = categories.find((c: { code: string }) => c.code === fridge.code);
    expect(f).toMatchObject({
      name: fridge.name,
      label: fridge.label,
      headline: fridge.headline,
      chapter: 'clean',
      itemCount: 3,
      companyCount: 2,
      visitTimeSet: 'refrigerator',
      visitTimes: [
        { hour: 9, label: '오전 9시' },
        { hour: 11, label: '오전 11시' },
        { hour: 13, label: '오후 1시' },
        { hour: 15, label: '오후 3시' },
      ],
    });
    const i = categories.find((c: { code: string }) => c.code === inspection.code);
    expect(i).toMatchObject({ itemCount: 0, companyCount: 0, hasItemGuide: true, chapter: null });
    expect(i.visitTimes.map((v: { label: string }) => v.label)).toEqual(['오전 10시', '오후 12시', '오후 2시']);

    expect(chapters.map((c: { code: string }) => c.code)).toEqual(['coat', 'clean', 'joint', 'aircon']);
    const clean = chapters.find((c: { code: string }) => c.code === 'clean');
    expect(clean.name).toBe('청소');
    expect(clean.categoryCodes).toContain(fridge.code);
  });
});

describe('domain labels', () => {
  it('labels every /business code and the 27 service categories of SPEC section 3', async () => {
    const { CATEGORY_CODES, SERVICE_CATEGORY_LABELS, categoryLabel, VISIT_TIME_SETS } = await import('@ipju/contract');
    expect(Object.keys(SERVICE_CATEGORY_LABELS)).toHaveLength(27);
    for (const code of CATEGORY_CODES) expect(categoryLabel(code)).toMatch(/[가-힣A-Z]/);
    expect(categoryLabel('clean')).toBe('청소');
    expect(VISIT_TIME_SETS.happyCall).toEqual([{ hour: null, label: '해피콜 시 시간 협의' }]);
  });
});
