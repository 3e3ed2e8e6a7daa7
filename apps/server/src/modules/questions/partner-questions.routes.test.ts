import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, questionAnswers } from '../../db/schema';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createAnswerRow, createQuestion, uploadedQuestionImage } from '../../../test/factories/questions';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (headers: Headers, query = '') => t.app.inject({ url: `/api/v2/partner/questions${query}`, headers });
const detail = (headers: Headers, questionIdx: number) => t.app.inject({ url: `/api/v2/partner/questions/${questionIdx}`, headers });
const answer = (headers: Headers, questionIdx: number, body = '입주청소 전에 줄눈을 먼저 하시는 게 좋아요. 먼지가 덜 껴요.') =>
  t.app.inject({ method: 'POST', url: `/api/v2/question/${questionIdx}/answer`, payload: { body }, headers });
const titles = (res: { json: () => { data: { questions: Array<{ title: string }> } } }) => res.json().data.questions.map((q) => q.title);

/** A company selling one item in a service of its own (a new category), signed in. */
async function sellingPartner(label = '입주청소') {
  const category = await createCategory(t.db, { label });
  const partner = await createSignedInPartner(t.app, t.db);
  await createItem(t.db, { category, partnerIdx: partner.partner.partnerIdx });
  return { ...partner, category };
}

describe('GET /partner/questions', () => {
  it('lists visible questions of the services the company sells or offers, newest first, and no others', async () => {
    const p = await sellingPartner();
    const offered = await createCategory(t.db, { label: '줄눈' });
    await t.db.update(partners).set({ categoryCodes: [offered.code] }).where(eq(partners.partnerIdx, p.partner.partnerIdx));
    const elsewhere = await createCategory(t.db, { label: '탄성코트' });

    await createQuestion(t.db, { categoryCode: p.category.code, title: '청소 질문 (먼저)' });
    await createQuestion(t.db, { categoryCode: offered.code, title: '줄눈 질문' });
    await createQuestion(t.db, { categoryCode: elsewhere.code, title: '다른 서비스 질문' });
    await createQuestion(t.db, { categoryCode: null, title: '서비스 없는 일반 질문' });
    for (const status of ['hidden', 'removed', 'deleted'] as const) {
      await createQuestion(t.db, { categoryCode: p.category.code, title: `${status} 질문`, status });
    }
    await createQuestion(t.db, { categoryCode: p.category.code, title: '청소 질문 (나중)' });

    const res = await list(p.headers, '?filter=all');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['청소 질문 (나중)', '줄눈 질문', '청소 질문 (먼저)']);
    expect(res.json().data).toMatchObject({ page: 1, limit: 20, total: 3, unansweredTotal: 3 });
    expect(res.json().data.services.map((s: { name: string }) => s.name).sort()).toEqual(['입주청소', '줄눈']);
    expect(res.json().data.questions[0]).not.toHaveProperty('residentIdx');
    expect(res.json().data.questions[0]).not.toHaveProperty('likedByMe');
  });

  it('an item no longer on sale takes its service off the list', async () => {
    const category = await createCategory(t.db);
    const p = await createSignedInPartner(t.app, t.db);
    await createItem(t.db, { category, partnerIdx: p.partner.partnerIdx, isActive: false });
    await createQuestion(t.db, { categoryCode: category.code });
    const res = await list(p.headers, '?filter=all');
    expect(res.json().data).toMatchObject({ questions: [], total: 0, unansweredTotal: 0, services: [] });
  });

  it('flags what this company answered; another company or 입주 매니저 answering leaves it 답변 전 for us', async () => {
    const p = await sellingPartner();
    const other = await createSignedInPartner(t.app, t.db);
    const staff = await createSignedInStaff(t.app, t.db);
    const theirs = await createQuestion(t.db, { categoryCode: p.category.code, title: '다른 업체가 답한 질문' });
    const ours = await createQuestion(t.db, { categoryCode: p.category.code, title: '우리가 답한 질문' });
    const managers = await createQuestion(t.db, { categoryCode: p.category.code, title: '입주 매니저가 답한 질문' });
    expect((await answer(other.headers, theirs.questionIdx)).statusCode).toBe(200);
    expect((await answer(p.headers, ours.questionIdx)).statusCode).toBe(200);
    expect((await answer(staff.headers, managers.questionIdx)).statusCode).toBe(200);

    const all = (await list(p.headers, '?filter=all')).json().data;
    const byTitle = Object.fromEntries(all.questions.map((q: { title: string }) => [q.title, q]));
    expect(byTitle['다른 업체가 답한 질문']).toMatchObject({ answeredByUs: false, partnerAnswered: true, answerCount: 1 });
    expect(byTitle['우리가 답한 질문']).toMatchObject({ answeredByUs: true, partnerAnswered: true, answerCount: 1 });
    expect(byTitle['입주 매니저가 답한 질문']).toMatchObject({ answeredByUs: false, partnerAnswered: false, answerCount: 1 });
    expect(all).toMatchObject({ total: 3, unansweredTotal: 2 });

    const open = await list(p.headers); // 답변 전 is the default
    expect(titles(open)).toEqual(['입주 매니저가 답한 질문', '다른 업체가 답한 질문']);
    expect(open.json().data).toMatchObject({ total: 2, unansweredTotal: 2 });

    // For the other company it is the other way round.
    const theirView = (await detail(other.headers, ours.questionIdx)).json().data;
    expect(theirView.myAnswer).toBeNull();
    expect(theirView.answers).toMatchObject([{ authorName: p.partner.companyName, isOurs: false }]);
  });

  it('an answer of ours hidden by reports still counts as answered (we cannot answer again)', async () => {
    const p = await sellingPartner();
    const q = await createQuestion(t.db, { categoryCode: p.category.code });
    await createAnswerRow(t.db, q, { partnerIdx: p.partner.partnerIdx }, { status: 'hidden' });
    expect(titles(await list(p.headers))).toEqual([]);
    const shown = (await detail(p.headers, q.questionIdx)).json().data;
    expect(shown.answers).toEqual([]);
    expect(shown.myAnswer).toMatchObject({ status: 'hidden', statusLabel: expect.any(String) });
    expect((await answer(p.headers, q.questionIdx)).statusCode).toBe(409);
  });

  it('pages newest first with the total', async () => {
    const p = await sellingPartner();
    for (let i = 1; i <= 5; i++) await createQuestion(t.db, { categoryCode: p.category.code, title: `질문 ${i}` });
    const second = await list(p.headers, '?page=2&limit=2');
    expect(titles(second)).toEqual(['질문 3', '질문 2']);
    expect(second.json().data).toMatchObject({ page: 2, limit: 2, total: 5, unansweredTotal: 5 });
    expect(titles(await list(p.headers, '?page=3&limit=2'))).toEqual(['질문 1']);
  });

  it('refuses a bad page, limit or filter with a Korean message naming the field', async () => {
    const p = await sellingPartner();
    const cases = [
      ['?page=0', 'page', '페이지는 1 이상이어야 해요.'],
      ['?page=abc', 'page', '페이지는 숫자로 입력해 주세요.'],
      ['?limit=51', 'limit', '개수는 50 이하여야 해요.'],
      ['?limit=0', 'limit', '개수는 1 이상이어야 해요.'],
      ['?filter=mine', 'filter', '보기(filter)는 unanswered, all 중 하나여야 해요.'],
    ] as const;
    for (const [query, field, message] of cases) {
      const res = await list(p.headers, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message, details: [{ field }] });
    }
  });

  it('needs a partner: signed out 401, a resident or staff 403', async () => {
    expect((await list({})).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    const asResident = await list({ cookie: resident.cookie });
    expect(asResident.statusCode).toBe(403);
    expect(asResident.json().message).toMatch(/파트너/);
    const staff = await createSignedInStaff(t.app, t.db);
    expect((await list(staff.headers)).statusCode).toBe(403);
    const q = await createQuestion(t.db);
    expect((await detail({}, q.questionIdx)).statusCode).toBe(401);
    expect((await detail({ cookie: resident.cookie }, q.questionIdx)).statusCode).toBe(403);
  });

  it('reads a page of 20 with as many queries as a page of 2', async () => {
    const p = await sellingPartner();
    const other = await createSignedInPartner(t.app, t.db);
    for (let i = 0; i < 20; i++) {
      const q = await createQuestion(t.db, { categoryCode: p.category.code });
      if (i % 3 === 0) await createAnswerRow(t.db, q, { partnerIdx: other.partner.partnerIdx });
      if (i % 4 === 0) await createAnswerRow(t.db, q, { partnerIdx: p.partner.partnerIdx });
    }
    const read = (query: string) => t.queries.count(() => list(p.headers, query));
    const small = await read('?filter=all&limit=2');
    const large = await read('?filter=all&limit=20');
    expect(large.result.json().data.questions).toHaveLength(20);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(6);
  });
});

describe('GET /partner/questions/:questionIdx', () => {
  it('shows the question with its photos and answers, and after we answer, our answer', async () => {
    const p = await sellingPartner();
    const asker = await createResident(t.db);
    const photo = await uploadedQuestionImage(t.db, asker.residentIdx);
    const q = await createQuestion(t.db, {
      residentIdx: asker.residentIdx,
      categoryCode: p.category.code,
      title: '입주청소 범위가 궁금해요',
      body: '베란다 창틀도 청소 범위에 들어가나요?\n34평이에요.',
      photos: [photo],
    });
    const before = await detail(p.headers, q.questionIdx);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      questionIdx: q.questionIdx,
      title: '입주청소 범위가 궁금해요',
      body: '베란다 창틀도 청소 범위에 들어가나요?\n34평이에요.',
      serviceName: '입주청소',
      photos: [{ key: photo, url: expect.stringContaining(photo) }],
      answers: [],
      myAnswer: null,
    });
    expect(before.json().data).not.toHaveProperty('residentIdx');
    expect(JSON.stringify(before.json().data)).not.toContain(asker.phone ?? '010');

    expect((await answer(p.headers, q.questionIdx, '네, 베란다 창틀까지 기본으로 청소해 드려요.')).statusCode).toBe(200);
    const after = (await detail(p.headers, q.questionIdx)).json().data;
    expect(after.answerCount).toBe(1);
    expect(after.answers).toMatchObject([{ body: '네, 베란다 창틀까지 기본으로 청소해 드려요.', isOurs: true, authorName: p.partner.companyName }]);
    expect(after.myAnswer).toMatchObject({ body: '네, 베란다 창틀까지 기본으로 청소해 드려요.', status: 'visible' });
    const rows = await t.db.select().from(questionAnswers).where(eq(questionAnswers.questionIdx, q.questionIdx));
    expect(rows).toHaveLength(1);
  });

  it('a hidden, removed, deleted or unknown question is a 404 like a missing one', async () => {
    const p = await sellingPartner();
    for (const status of ['hidden', 'removed', 'deleted'] as const) {
      const q = await createQuestion(t.db, { categoryCode: p.category.code, status });
      const res = await detail(p.headers, q.questionIdx);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.');
    }
    expect((await detail(p.headers, 999_999_999)).statusCode).toBe(404);
    expect((await detail(p.headers, 0)).statusCode).toBe(400);
  });
});
