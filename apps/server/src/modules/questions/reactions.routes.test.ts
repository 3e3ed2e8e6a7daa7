import { REPORTS_TO_HIDE } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLikes, answerReports, notificationQueue, questionAnswers, questionLikes, questionReports, questions } from '../../db/schema';
import { messageTo } from '../../../test/dispatch';
import { createAnswerRow, createQuestion } from '../../../test/factories/questions';
import { createSignedInResident } from '../../../test/factories/residents';
import { createStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: cookie ? { cookie } : {} });

const questionRow = async (questionIdx: number) => (await t.db.select().from(questions).where(eq(questions.questionIdx, questionIdx)))[0]!;
const answerRow = async (answerIdx: number) => (await t.db.select().from(questionAnswers).where(eq(questionAnswers.answerIdx, answerIdx)))[0]!;

async function answered() {
  const question = await createQuestion(t.db);
  const { staff } = await createStaff(t.db);
  const answer = await createAnswerRow(t.db, question, { staffIdx: staff.staffIdx });
  return { question, answer };
}

describe('question likes', () => {
  it('likes and unlikes idempotently: a repeat is 200 with the same state, counts equal rows', async () => {
    const q = await createQuestion(t.db);
    const a = await createSignedInResident(t.app, t.db);
    const b = await createSignedInResident(t.app, t.db);
    const like = (cookie: string) => call('POST', `/question/${q.questionIdx}/like`, cookie);
    const unlike = (cookie: string) => call('DELETE', `/question/${q.questionIdx}/like`, cookie);

    expect((await like(a.cookie)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(a.cookie)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await like(b.cookie)).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await unlike(a.cookie)).json().data).toEqual({ liked: false, likeCount: 1 });
    const again = await unlike(a.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ liked: false, likeCount: 1 });

    const rows = await t.db.select().from(questionLikes).where(eq(questionLikes.questionIdx, q.questionIdx));
    expect(rows.map((r) => r.residentIdx)).toEqual([b.resident.residentIdx]);
    expect((await questionRow(q.questionIdx)).likeCount).toBe(1);
    const seen = (await call('GET', `/question/${q.questionIdx}`, b.cookie)).json().data;
    expect(seen).toMatchObject({ likeCount: 1, likedByMe: true });
  });

  it('refuses liking my own question (400), and a question that is not visible (404)', async () => {
    const author = await createSignedInResident(t.app, t.db);
    const q = await createQuestion(t.db, { residentIdx: author.resident.residentIdx });
    const own = await call('POST', `/question/${q.questionIdx}/like`, author.cookie);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('내 질문에는 좋아요를 누를 수 없어요.');
    const hidden = await createQuestion(t.db, { status: 'hidden' });
    const other = await createSignedInResident(t.app, t.db);
    expect((await call('POST', `/question/${hidden.questionIdx}/like`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/question/${q.questionIdx}/like`)).statusCode).toBe(401);
    expect((await questionRow(q.questionIdx)).likeCount).toBe(0);
  });
});

describe('answer likes', () => {
  it('lets the asker and others like an answer once, and unlike it', async () => {
    const author = await createSignedInResident(t.app, t.db);
    const question = await createQuestion(t.db, { residentIdx: author.resident.residentIdx });
    const { staff } = await createStaff(t.db);
    const answer = await createAnswerRow(t.db, question, { staffIdx: staff.staffIdx });
    const path = `/question/${question.questionIdx}/answer/${answer.answerIdx}/like`;
    const other = await createSignedInResident(t.app, t.db);

    expect((await call('POST', path, author.cookie)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await call('POST', path, author.cookie)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await call('POST', path, other.cookie)).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await call('DELETE', path, other.cookie)).json().data).toEqual({ liked: false, likeCount: 1 });
    expect((await call('DELETE', path, other.cookie)).json().data).toEqual({ liked: false, likeCount: 1 });
    expect(await t.db.select().from(answerLikes).where(eq(answerLikes.answerIdx, answer.answerIdx))).toHaveLength(1);
    expect((await answerRow(answer.answerIdx)).likeCount).toBe(1);
    const seen = (await call('GET', `/question/${question.questionIdx}`, author.cookie)).json().data;
    expect(seen.answers[0]).toMatchObject({ likeCount: 1, likedByMe: true });
  });

  it("404s for an answer of another question or a hidden answer", async () => {
    const { answer } = await answered();
    const elsewhere = await createQuestion(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('POST', `/question/${elsewhere.questionIdx}/answer/${answer.answerIdx}/like`, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('답변을 찾을 수 없어요. 삭제되었거나 신고로 가려진 답변이에요.');
    const { question } = await answered();
    const { staff } = await createStaff(t.db);
    const hidden = await createAnswerRow(t.db, question, { staffIdx: staff.staffIdx }, { status: 'hidden' });
    expect((await call('POST', `/question/${question.questionIdx}/answer/${hidden.answerIdx}/like`, cookie)).statusCode).toBe(404);
    expect((await answerRow(answer.answerIdx)).likeCount).toBe(0);
  });
});

describe('reports', () => {
  const reasons = [{ reason: 'abuse' }, { reason: 'promotion' }, { reason: 'other', detail: '전화번호를 올려 두었어요' }];

  it('takes one report per person (409 the second time), hides the question at the third and tells staff', async () => {
    const q = await createQuestion(t.db);
    const staff = await createStaff(t.db);
    const reporters = await Promise.all(Array.from({ length: REPORTS_TO_HIDE }, () => createSignedInResident(t.app, t.db)));
    const path = `/question/${q.questionIdx}/report`;

    const first = await call('POST', path, reporters[0]!.cookie, reasons[0]);
    expect(first.json().data).toEqual({ reported: true, hidden: false });
    const again = await call('POST', path, reporters[0]!.cookie, reasons[1]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 신고한 글이에요.');
    expect((await call('POST', path, reporters[1]!.cookie, reasons[1])).json().data).toEqual({ reported: true, hidden: false });
    expect((await questionRow(q.questionIdx)).status).toBe('visible');
    expect((await call('POST', path, reporters[2]!.cookie, reasons[2])).json().data).toEqual({ reported: true, hidden: true });

    const row = await questionRow(q.questionIdx);
    expect(row).toMatchObject({ status: 'hidden', reportCount: 3 });
    expect(row.hiddenAt).not.toBeNull();
    const reports = await t.db.select().from(questionReports).where(eq(questionReports.questionIdx, q.questionIdx)).orderBy(questionReports.reportIdx);
    expect(reports.map((r) => [r.reason, r.detail])).toEqual([['abuse', null], ['promotion', null], ['other', '전화번호를 올려 두었어요']]);
    expect((await call('GET', `/question/${q.questionIdx}`)).statusCode).toBe(404);
    // A fourth person cannot report what they cannot see.
    const late = await createSignedInResident(t.app, t.db);
    expect((await call('POST', path, late.cookie, reasons[0])).statusCode).toBe(404);

    // Staff notices go to every staff member, so this phone also gets other test files' notices (one shared
    // database), and another file's dispatcher may be sending this one right now: wait for this question's.
    const notice = await messageTo(t, staff.staff.phone!, (m) => m.body.includes(q.title));
    expect(notice?.body).toContain('[입주 운영] 신고로 가려진 질문이 있어요');
  });

  it('refuses reporting my own question and validates the reason (400, nothing written)', async () => {
    const author = await createSignedInResident(t.app, t.db);
    const q = await createQuestion(t.db, { residentIdx: author.resident.residentIdx });
    const own = await call('POST', `/question/${q.questionIdx}/report`, author.cookie, { reason: 'abuse' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('내가 쓴 질문은 신고할 수 없어요.');
    const { cookie } = await createSignedInResident(t.app, t.db);
    const bad = await call('POST', `/question/${q.questionIdx}/report`, cookie, { reason: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '신고 사유(reason)는 unrelated, abuse, obscene, privacy, promotion, other 중 하나여야 해요.', details: [{ field: 'reason' }] });
    const noDetail = await call('POST', `/question/${q.questionIdx}/report`, cookie, { reason: 'other' });
    expect(noDetail.statusCode).toBe(400);
    expect(noDetail.json()).toMatchObject({ message: '기타 사유로 신고할 때는 신고 내용(detail)을 적어 주세요.', details: [{ field: 'detail' }] });
    expect(await t.db.select().from(questionReports).where(eq(questionReports.questionIdx, q.questionIdx))).toHaveLength(0);
    expect((await questionRow(q.questionIdx)).reportCount).toBe(0);
  });

  it('hides an answer at the third report: it leaves the page and the answer count', async () => {
    const { question, answer } = await answered();
    const path = `/question/${question.questionIdx}/answer/${answer.answerIdx}/report`;
    const reporters = await Promise.all(Array.from({ length: REPORTS_TO_HIDE }, () => createSignedInResident(t.app, t.db)));
    const results = [];
    for (const [i, r] of reporters.entries()) results.push((await call('POST', path, r.cookie, reasons[i])).json().data);
    expect(results.map((r) => r.hidden)).toEqual([false, false, true]);
    const dup = await call('POST', path, reporters[0]!.cookie, reasons[0]);
    expect(dup.statusCode).toBe(404);
    expect(await answerRow(answer.answerIdx)).toMatchObject({ status: 'hidden', reportCount: 3 });
    expect(await t.db.select().from(answerReports).where(eq(answerReports.answerIdx, answer.answerIdx))).toHaveLength(3);
    const page = (await call('GET', `/question/${question.questionIdx}`)).json().data;
    expect(page).toMatchObject({ answerCount: 0, answers: [] });
    const notices = await t.db.select().from(notificationQueue).where(eq(notificationQueue.subject, '신고로 가려진 답변이 있어요'));
    expect(notices.some((n) => n.body.includes(question.title))).toBe(true);
  });

  it('409s a repeated answer report while it is still visible', async () => {
    const { question, answer } = await answered();
    const { cookie } = await createSignedInResident(t.app, t.db);
    const path = `/question/${question.questionIdx}/answer/${answer.answerIdx}/report`;
    expect((await call('POST', path, cookie, { reason: 'unrelated' })).statusCode).toBe(200);
    const again = await call('POST', path, cookie, { reason: 'unrelated' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 신고한 글이에요.');
    expect((await answerRow(answer.answerIdx)).reportCount).toBe(1);
  });
});
