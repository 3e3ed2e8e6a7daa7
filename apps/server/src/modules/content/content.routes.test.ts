import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq, createNotice } from '../../../test/factories/content';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const get = (url: string) => t.app.inject({ url: `/api/v2${url}` });

describe('GET /faq', () => {
  it('groups FAQs by category in display order and filters by category', async () => {
    const booking = `예약${unique()}`;
    const payment = `결제${unique()}`;
    const b2 = await createFaq(t.db, { category: booking, question: '예약 변경은요?', sortOrder: 2 });
    const p1 = await createFaq(t.db, { category: payment, question: '무통장입금 되나요?', sortOrder: 0 });
    const b1 = await createFaq(t.db, { category: booking, question: '예약은 어떻게 해요?', sortOrder: 1 });

    const all = await get('/faq');
    expect(all.statusCode).toBe(200);
    const groups = all.json().data as Array<{ category: string; faqs: Array<{ faqIdx: number }> }>;
    const mine = groups.filter((g) => g.category === booking || g.category === payment);
    expect(mine.map((g) => g.category)).toEqual([payment, booking]);
    expect(mine[1]!.faqs.map((f) => f.faqIdx)).toEqual([b1.faqIdx, b2.faqIdx]);

    const filtered = await get(`/faq?category=${encodeURIComponent(payment)}`);
    expect(filtered.json().data).toEqual([
      { category: payment, faqs: [{ faqIdx: p1.faqIdx, category: payment, question: p1.question, answer: p1.answer }] },
    ]);
  });

  it('answers an unknown category with no groups and refuses an overlong one', async () => {
    expect((await get(`/faq?category=${encodeURIComponent(`없음${unique()}`)}`)).json().data).toEqual([]);
    const bad = await get(`/faq?category=${'가'.repeat(31)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('분류는 30자 이하로 입력해 주세요.');
    expect(bad.json().details[0].field).toBe('category');
  });
});

describe('GET /notice', () => {
  it('lists pinned notices first, then newest first, with the total, and hides unpublished ones', async () => {
    const old = await createNotice(t.db, { publishedAt: new Date(Date.now() - 3 * DAY) });
    const pinned = await createNotice(t.db, { isPinned: true, publishedAt: new Date(Date.now() - 10 * DAY) });
    const recent = await createNotice(t.db, { publishedAt: new Date(Date.now() - DAY) });
    const scheduled = await createNotice(t.db, { publishedAt: new Date(Date.now() + DAY) });

    const res = await get('/notice?limit=100');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const ids = data.items.map((n: { noticeIdx: number }) => n.noticeIdx);
    expect(ids).not.toContain(scheduled.noticeIdx);
    const mine = ids.filter((id: number) => [old.noticeIdx, pinned.noticeIdx, recent.noticeIdx].includes(id));
    expect(mine).toEqual([pinned.noticeIdx, recent.noticeIdx, old.noticeIdx]);
    expect(data.items[0].isPinned).toBe(true);
    expect(data).toMatchObject({ page: 1, limit: 100 });
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(typeof data.items[0].publishedAt).toBe('string');
  });

  it('pages with page and limit', async () => {
    await createNotice(t.db);
    await createNotice(t.db);
    const first = (await get('/notice?page=1&limit=1')).json().data;
    const second = (await get('/notice?page=2&limit=1')).json().data;
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0].noticeIdx).not.toBe(second.items[0].noticeIdx);
    expect(second.total).toBe(first.total);
  });

  it('refuses a bad page or limit in Korean, naming the field', async () => {
    const page = await get('/notice?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('페이지는 1 이상이어야 해요.');
    expect(page.json().details[0].field).toBe('page');
    const limit = await get('/notice?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().details[0].field).toBe('limit');
  });
});
