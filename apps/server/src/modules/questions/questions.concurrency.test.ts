import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerLikes, questionAnswers, questionLikes, questionReads, questions } from '../../db/schema';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createAnswerRow, createQuestion } from '../../../test/factories/questions';
import { createSignedInResident } from '../../../test/factories/residents';
import { createStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';

/**
 * Counters under concurrency, on real PostgreSQL (PGlite has one connection and cannot race): likes and
 * unlikes fired at once leave like_count equal to the like rows, one viewer's simultaneous reads count
 * once, and a company's simultaneous answers make one answer.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 50 mixed requests by 8 residents, some repeating the same action: likes, unlikes, likes again. */
function mixedRequests(cookies: string[], path: string) {
  return Array.from({ length: 50 }, (_, i) => {
    const cookie = cookies[i % cookies.length]!;
    const method = i % 3 === 1 ? 'DELETE' : 'POST';
    return t.app.inject({ method, url: `/api/v2${path}`, headers: { cookie } });
  });
}

describeOnPostgres('지식인 counters under concurrency', () => {
  it('50 concurrent likes and unlikes of one question leave like_count equal to the rows', async () => {
    const q = await createQuestion(t.db);
    const residents = await Promise.all(Array.from({ length: 8 }, () => createSignedInResident(t.app, t.db)));
    const responses = await Promise.all(mixedRequests(residents.map((r) => r.cookie), `/question/${q.questionIdx}/like`));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    const rows = await t.db.select().from(questionLikes).where(eq(questionLikes.questionIdx, q.questionIdx));
    const [row] = await t.db.select().from(questions).where(eq(questions.questionIdx, q.questionIdx));
    expect(row!.likeCount).toBe(rows.length);
    // Then each resident's final state is what a last sequential call says, and the count still matches.
    for (const r of residents) await t.app.inject({ method: 'POST', url: `/api/v2/question/${q.questionIdx}/like`, headers: { cookie: r.cookie } });
    const [after] = await t.db.select().from(questions).where(eq(questions.questionIdx, q.questionIdx));
    expect(after!.likeCount).toBe(8);
    expect(await t.db.select().from(questionLikes).where(eq(questionLikes.questionIdx, q.questionIdx))).toHaveLength(8);
  });

  it('50 concurrent likes and unlikes of one answer leave like_count equal to the rows', async () => {
    const q = await createQuestion(t.db);
    const { staff } = await createStaff(t.db);
    const answer = await createAnswerRow(t.db, q, { staffIdx: staff.staffIdx });
    const residents = await Promise.all(Array.from({ length: 8 }, () => createSignedInResident(t.app, t.db)));
    const path = `/question/${q.questionIdx}/answer/${answer.answerIdx}/like`;
    const responses = await Promise.all(mixedRequests(residents.map((r) => r.cookie), path));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    const rows = await t.db.select().from(answerLikes).where(eq(answerLikes.answerIdx, answer.answerIdx));
    const [row] = await t.db.select().from(questionAnswers).where(eq(questionAnswers.answerIdx, answer.answerIdx));
    expect(row!.likeCount).toBe(rows.length);
  });

  it('20 concurrent read-count calls by one viewer count once', async () => {
    const q = await createQuestion(t.db);
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'PATCH', url: `/api/v2/question/${q.questionIdx}/increment-read-count`, headers: { cookie } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.json().data.counted)).toHaveLength(1);
    const [row] = await t.db.select().from(questions).where(eq(questions.questionIdx, q.questionIdx));
    expect(row!.readCount).toBe(1);
    const reads = await t.db.select().from(questionReads).where(eq(questionReads.questionIdx, q.questionIdx));
    expect(reads.map((r) => r.viewerKey)).toEqual([`r:${resident.residentIdx}`]);
  });

  it("a company's 10 simultaneous answers make one answer and answer_count 1", async () => {
    const q = await createQuestion(t.db);
    const partner = await createSignedInPartner(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v2/question/${q.questionIdx}/answer`,
          headers: partner.headers,
          payload: { body: `동시에 보낸 답변 ${i}번이에요. 하나만 남아야 해요.` },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await t.db.select().from(questionAnswers).where(eq(questionAnswers.questionIdx, q.questionIdx))).toHaveLength(1);
    const [row] = await t.db.select().from(questions).where(eq(questions.questionIdx, q.questionIdx));
    expect(row!.answerCount).toBe(1);
  });
});
