import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { surveyAnswers, surveyResponses } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { finishedService } from '../../../test/factories/commerce';
import { completeAnswers, createSatisfactionSurvey } from '../../../test/factories/surveys';

/** Survey invariants under concurrency, on real PostgreSQL (PGlite has one connection and cannot race). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = (cookie: string, surveyIdx: number, questionIdx: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v2/survey/${surveyIdx}/question/${questionIdx}/answer`, headers: { cookie }, payload: payload as never });

describeOnPostgres('satisfaction surveys under concurrency', () => {
  it('10 concurrent first answers to one survey and line make one response with every answer', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const calls = [
      ...[1, 2, 3, 4, 5].map((v) => [questions.overall.questionIdx, v] as const),
      ...[3, 4].map((v) => [questions.punctual.questionIdx, v] as const),
      [questions.recommend.questionIdx, 'yes'] as const,
      [questions.good.questionIdx, ['kind']] as const,
      [questions.comment.questionIdx, '친절했어요'] as const,
    ];
    const results = await Promise.all(calls.map(([q, value]) => answer(service.cookie, survey.surveyIdx, q, { lineIdx: service.lineIdx, value })));
    expect(results.map((r) => r.statusCode)).toEqual(calls.map(() => 200));
    const responses = await t.db.select().from(surveyResponses).where(eq(surveyResponses.lineIdx, service.lineIdx));
    expect(responses).toHaveLength(1);
    const answers = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseIdx, responses[0]!.responseIdx));
    expect(answers).toHaveLength(5);
  });

  it('10 concurrent submissions complete the survey once; answers racing the submission are refused after it', async () => {
    const { survey, all, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    for (const a of completeAnswers(all)) await answer(service.cookie, survey.surveyIdx, a.questionIdx, { lineIdx: service.lineIdx, value: a.value });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? t.app.inject({ method: 'POST', url: `/api/v2/survey/${survey.surveyIdx}/completed`, headers: { cookie: service.cookie }, payload: { lineIdx: service.lineIdx } })
          : answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 1 }),
      ),
    );
    const completions = results.filter((_, i) => i % 2);
    expect(completions.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(completions.filter((r) => r.statusCode === 409)).toHaveLength(4);
    // Each racing answer either landed before the submission (200) or was refused after it (409).
    const racing = results.filter((_, i) => i % 2 === 0);
    for (const r of racing) {
      expect([200, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().message).toBe('이미 참여한 설문이에요.');
    }
    const responses = await t.db.select().from(surveyResponses).where(eq(surveyResponses.lineIdx, service.lineIdx));
    expect(responses).toHaveLength(1);
    expect(responses[0]!.completedAt).not.toBeNull();
    const [overall] = await t.db
      .select()
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.responseIdx, responses[0]!.responseIdx), eq(surveyAnswers.questionIdx, questions.overall.questionIdx)));
    expect(overall!.value).toBe(racing.some((r) => r.statusCode === 200) ? 1 : 5);
  });
});
