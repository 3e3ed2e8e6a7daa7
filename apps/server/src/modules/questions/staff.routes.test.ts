import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionAnswers, questions } from '../../db/schema';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createAnswerRow, createQuestion } from '../../../test/factories/questions';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers });

const questionRow = async (questionIdx: number) => (await t.db.select().from(questions).where(eq(questions.questionIdx, questionIdx)))[0]!;
const answerRow = async (answerIdx: number) => (await t.db.select().from(questionAnswers).where(eq(questionAnswers.answerIdx, answerIdx)))[0]!;

/** Three residents report the question (or answer) through the API, which hides it. */
async function reportThrice(path: string, reasons = ['abuse', 'promotion', 'privacy']) {
  for (const reason of reasons) {
    const { cookie } = await createSignedInResident(t.app, t.db);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2${path}`, payload: { reason }, headers: { cookie } })).statusCode).toBe(200);
  }
}

describe('staff moderation of 지식인', () => {
  it('lists hidden questions and answers with their reports, and restores or removes them', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const q = await createQuestion(t.db, { title: '가려질 질문이에요' });
    await reportThrice(`/question/${q.questionIdx}/report`);
    const answeredQ = await createQuestion(t.db);
    const partner = await createSignedInPartner(t.app, t.db);
    const answer = await createAnswerRow(t.db, answeredQ, { partnerIdx: partner.partner.partnerIdx });
    await reportThrice(`/question/${answeredQ.questionIdx}/answer/${answer.answerIdx}/report`, ['unrelated', 'abuse', 'obscene']);
    expect((await questionRow(answeredQ.questionIdx)).answerCount).toBe(0);

    const list = await call('GET', '/staff/questions/hidden', staff.headers);
    expect(list.statusCode).toBe(200);
    const hiddenQ = list.json().data.questions.find((h: { questionIdx: number }) => h.questionIdx === q.questionIdx);
    expect(hiddenQ).toMatchObject({ title: '가려질 질문이에요', reportCount: 3 });
    expect(hiddenQ.reports.map((r: { reasonLabel: string }) => r.reasonLabel)).toEqual([
      '단순 비방이나 욕설이 있어요',
      '관련 없거나 부적절한 홍보예요',
      '개인정보 노출 위험이 있어요',
    ]);
    const hiddenA = list.json().data.answers.find((h: { answerIdx: number }) => h.answerIdx === answer.answerIdx);
    expect(hiddenA).toMatchObject({ questionIdx: answeredQ.questionIdx, questionTitle: answeredQ.title, authorName: partner.partner.companyName, reportCount: 3 });
    // Staff read the reasons worded for a post, not for a product.
    expect(hiddenA.reports.map((r: { reasonLabel: string }) => r.reasonLabel)).toContain('질문·답변과 관련 없는 내용이에요');

    const restored = await call('PATCH', `/staff/questions/${q.questionIdx}/moderation`, staff.headers, { action: 'restore' });
    expect(restored.json().data).toEqual({ status: 'visible', statusLabel: '게시 중' });
    expect((await t.app.inject({ url: `/api/v2/question/${q.questionIdx}` })).statusCode).toBe(200);
    const again = await call('PATCH', `/staff/questions/${q.questionIdx}/moderation`, staff.headers, { action: 'restore' });
    expect(again.json().data.status).toBe('visible');

    const restoredA = await call('PATCH', `/staff/answers/${answer.answerIdx}/moderation`, staff.headers, { action: 'restore' });
    expect(restoredA.json().data.status).toBe('visible');
    expect((await questionRow(answeredQ.questionIdx)).answerCount).toBe(1);
    const removedA = await call('PATCH', `/staff/answers/${answer.answerIdx}/moderation`, staff.headers, { action: 'remove' });
    expect(removedA.json().data).toEqual({ status: 'removed', statusLabel: '운영 정책에 따라 삭제됨' });
    expect((await questionRow(answeredQ.questionIdx)).answerCount).toBe(0);
    await call('PATCH', `/staff/answers/${answer.answerIdx}/moderation`, staff.headers, { action: 'remove' });
    expect((await questionRow(answeredQ.questionIdx)).answerCount).toBe(0);
    expect((await answerRow(answer.answerIdx)).status).toBe('removed');

    const removedQ = await call('PATCH', `/staff/questions/${q.questionIdx}/moderation`, staff.headers, { action: 'remove' });
    expect(removedQ.json().data.status).toBe('removed');
    expect((await t.app.inject({ url: `/api/v2/question/${q.questionIdx}` })).statusCode).toBe(404);
  });

  it('hides a restored question again only after three more people report it', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const q = await createQuestion(t.db);
    await reportThrice(`/question/${q.questionIdx}/report`);
    await call('PATCH', `/staff/questions/${q.questionIdx}/moderation`, staff.headers, { action: 'restore' });
    const { cookie } = await createSignedInResident(t.app, t.db);
    const fourth = await t.app.inject({ method: 'POST', url: `/api/v2/question/${q.questionIdx}/report`, payload: { reason: 'abuse' }, headers: { cookie } });
    expect(fourth.json().data).toEqual({ reported: true, hidden: false });
    expect((await questionRow(q.questionIdx)).status).toBe('visible');
    for (const reason of ['abuse', 'obscene']) {
      const r = await createSignedInResident(t.app, t.db);
      await t.app.inject({ method: 'POST', url: `/api/v2/question/${q.questionIdx}/report`, payload: { reason }, headers: { cookie: r.cookie } });
    }
    expect(await questionRow(q.questionIdx)).toMatchObject({ status: 'hidden', reportCount: 6 });
  });

  it('is for staff only, validates the action and 404s unknown posts', async () => {
    const resident = await createSignedInResident(t.app, t.db);
    const partner = await createSignedInPartner(t.app, t.db);
    expect((await call('GET', '/staff/questions/hidden', {})).statusCode).toBe(401);
    expect((await call('GET', '/staff/questions/hidden', { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await call('GET', '/staff/questions/hidden', partner.headers)).statusCode).toBe(403);
    const staff = await createSignedInStaff(t.app, t.db);
    const q = await createQuestion(t.db);
    const bad = await call('PATCH', `/staff/questions/${q.questionIdx}/moderation`, staff.headers, { action: 'hide' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '처리 방법(action)은 restore 또는 remove여야 해요.', details: [{ field: 'action' }] });
    expect((await questionRow(q.questionIdx)).status).toBe('visible');
    expect((await call('PATCH', '/staff/questions/999999999/moderation', staff.headers, { action: 'remove' })).statusCode).toBe(404);
    expect((await call('PATCH', '/staff/answers/999999999/moderation', staff.headers, { action: 'remove' })).statusCode).toBe(404);
  });
});
