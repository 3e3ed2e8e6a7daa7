import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue, orderLines, orders, surveyAnswers, surveyResponses } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { finishedService, paidOrder } from '../../../test/factories/commerce';
import { createSignedInResident } from '../../../test/factories/residents';
import { completeAnswers, createHomestylingSurvey, createSatisfactionSurvey } from '../../../test/factories/surveys';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = (cookie: string, surveyIdx: number, questionIdx: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v2/survey/${surveyIdx}/question/${questionIdx}/answer`, headers: { cookie }, payload: payload as never });
const complete = (cookie: string, surveyIdx: number, lineIdx: number) =>
  t.app.inject({ method: 'POST', url: `/api/v2/survey/${surveyIdx}/completed`, headers: { cookie }, payload: { lineIdx } });
const completed = (cookie: string, surveyIdx: number, lineIdx: number) =>
  t.app.inject({ method: 'GET', url: `/api/v2/survey/${surveyIdx}/completed?lineIdx=${lineIdx}`, headers: { cookie } });
const responsesOf = (lineIdx: number) => t.db.select().from(surveyResponses).where(eq(surveyResponses.lineIdx, lineIdx));

async function answerRequired(cookie: string, surveyIdx: number, lineIdx: number, questions: Parameters<typeof completeAnswers>[0]) {
  for (const a of completeAnswers(questions)) {
    const res = await answer(cookie, surveyIdx, a.questionIdx, { lineIdx, value: a.value });
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('GET /survey/offers', () => {
  it('offers a survey for each finished service, then lists it as done once submitted', async () => {
    await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/survey/offers', headers: { cookie: service.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { pending, done } = res.json().data;
    expect(done).toEqual([]);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ lineIdx: service.lineIdx, merchantUid: service.merchantUid, itemName: service.item.item.name, answeredCount: 0, completedAt: null });
    expect(pending[0].serviceCompletedAt).toEqual(expect.any(String));

    // The offered survey is answered and submitted; the offer moves to done.
    const { surveyIdx } = pending[0];
    const survey = (await t.app.inject({ method: 'GET', url: `/api/v2/survey/${surveyIdx}` })).json().data;
    for (const q of survey.questions.filter((q: { required: boolean }) => q.required)) {
      const value = q.kind === 'rating' ? 4 : q.kind === 'single' ? q.options[0].value : q.kind === 'multiple' ? [q.options[0].value] : '좋았어요';
      expect((await answer(service.cookie, surveyIdx, q.questionIdx, { lineIdx: service.lineIdx, value })).statusCode).toBe(200);
    }
    expect((await complete(service.cookie, surveyIdx, service.lineIdx)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/v2/survey/offers', headers: { cookie: service.cookie } })).json().data;
    expect(after.pending).toEqual([]);
    expect(after.done).toHaveLength(1);
    expect(after.done[0]).toMatchObject({ lineIdx: service.lineIdx, surveyIdx });
    expect(after.done[0].completedAt).toEqual(expect.any(String));
  });

  it('does not offer a service that is not finished yet, and needs a signed-in resident', async () => {
    await createSatisfactionSurvey(t.db);
    const paid = await paidOrder(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/survey/offers', headers: { cookie: paid.cookie } });
    expect(res.json().data).toEqual({ pending: [], done: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/survey/offers' })).statusCode).toBe(401);
  });

  it('keeps offering the survey already started, with how many questions were answered', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 5 });
    await createSatisfactionSurvey(t.db, { sortOrder: -1 }); // a newer survey first in order does not take over
    const { pending } = (await t.app.inject({ method: 'GET', url: '/api/v2/survey/offers', headers: { cookie: service.cookie } })).json().data;
    expect(pending[0]).toMatchObject({ surveyIdx: survey.surveyIdx, answeredCount: 1, questionCount: 5 });
  });
});

describe('GET /survey/{surveyIdx}', () => {
  it('shows the questions to anyone, and the line and saved answers to its owner', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const open = await t.app.inject({ method: 'GET', url: `/api/v2/survey/${survey.surveyIdx}` });
    expect(open.statusCode).toBe(200);
    const data = open.json().data;
    expect(data).toMatchObject({ surveyIdx: survey.surveyIdx, isActive: true, line: null, answers: [], completedAt: null });
    expect(data.questions.map((q: { kind: string }) => q.kind)).toEqual(['rating', 'rating', 'single', 'multiple', 'text']);
    expect(data.questions[4]).toMatchObject({ required: false, maxLength: 20 });
    expect(data.questions[2].options[0]).toEqual({ value: 'yes', label: '보기 yes', imageUrl: null });

    const service = await finishedService(t);
    await answer(service.cookie, survey.surveyIdx, questions.recommend.questionIdx, { lineIdx: service.lineIdx, value: 'maybe' });
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/v2/survey/${survey.surveyIdx}?lineIdx=${service.lineIdx}`, headers: { cookie: service.cookie } })
    ).json().data;
    expect(mine.line).toMatchObject({ lineIdx: service.lineIdx, status: 'completed', itemName: service.item.item.name });
    expect(mine.answers).toEqual([{ questionIdx: questions.recommend.questionIdx, value: 'maybe', answeredAt: expect.any(String) }]);
  });

  it("answers another resident's line as a missing one (404), and an unknown or home-styling survey (404)", async () => {
    const { survey } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const other = await createSignedInResident(t.app, t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/survey/${survey.surveyIdx}?lineIdx=${service.lineIdx}`, headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('주문한 서비스를 찾을 수 없어요.');
    expect(res.body).not.toContain(service.item.item.name);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/survey/99999999' })).json().message).toBe('설문을 찾을 수 없어요.');
    const homestyling = await createHomestylingSurvey(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/survey/${homestyling.survey.surveyIdx}` })).statusCode).toBe(404);
  });
});

describe('POST /survey/{surveyIdx}/question/{questionIdx}/answer', () => {
  it('saves an answer and replaces it when answered again', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const first = await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 3 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ surveyIdx: survey.surveyIdx, lineIdx: service.lineIdx, questionIdx: questions.overall.questionIdx, value: 3, answeredCount: 1 });
    const again = await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 5 });
    expect(again.json().data).toMatchObject({ value: 5, answeredCount: 1 });
    const [response] = await responsesOf(service.lineIdx);
    const stored = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseIdx, response!.responseIdx));
    expect(stored.map((a) => a.value)).toEqual([5]);
  });

  it('trims text, keeps multiple choices in the question order, and clears an optional answer with an empty value', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const text = await answer(service.cookie, survey.surveyIdx, questions.comment.questionIdx, { lineIdx: service.lineIdx, value: '  <b>친절</b>해요\n ' });
    expect(text.json().data.value).toBe('<b>친절</b>해요');
    const multiple = await answer(service.cookie, survey.surveyIdx, questions.good.questionIdx, { lineIdx: service.lineIdx, value: ['time', 'kind'] });
    expect(multiple.json().data).toMatchObject({ value: ['kind', 'time'], answeredCount: 2 });
    const cleared = await answer(service.cookie, survey.surveyIdx, questions.good.questionIdx, { lineIdx: service.lineIdx, value: [] });
    expect(cleared.json().data).toMatchObject({ value: null, answeredCount: 1 });
  });

  it.each([
    ['overall', 0, "'전반적인 만족도'는 별점 1~5점 중에서 골라 주세요."],
    ['overall', 6, "'전반적인 만족도'는 별점 1~5점 중에서 골라 주세요."],
    ['overall', 3.5, "'전반적인 만족도'는 별점 1~5점 중에서 골라 주세요."],
    ['overall', '5', "'전반적인 만족도'는 별점 1~5점 중에서 골라 주세요."],
    ['overall', null, "'전반적인 만족도'에 답해 주세요."],
    ['recommend', 'never', "'추천 의향'은 보기 중 하나를 골라 주세요."],
    ['recommend', ['yes'], "'추천 의향'은 보기 중 하나를 골라 주세요."],
    ['good', ['kind', 'kind'], "'좋았던 점'에서 같은 보기를 두 번 고를 수 없어요."],
    ['good', ['kind', 'nope'], "'좋았던 점'에 없는 보기를 골랐어요. 보기 중에서 골라 주세요."],
    ['good', 'kind', "'좋았던 점'은 보기 값 목록으로 보내 주세요."],
    ['comment', '가나다라마바사아자차카타파하가나다라마바사', "'하고 싶은 말'은 20자까지 적을 수 있어요."],
    ['comment', '좋아요\u0007', "'하고 싶은 말'에 쓸 수 없는 문자가 있어요."],
    ['comment', 5, "'하고 싶은 말'은 글로 적어 주세요."],
  ] as const)('refuses %s = %j with a Korean 400 naming the question, and writes nothing', async (key, value, message) => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const res = await answer(service.cookie, survey.surveyIdx, questions[key].questionIdx, { lineIdx: service.lineIdx, value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().details).toEqual([{ field: 'value', message }]);
    expect(await responsesOf(service.lineIdx)).toEqual([]);
  });

  it('refuses a body without the line or the value, naming the field', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const noLine = await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { value: 5 });
    expect(noLine.statusCode).toBe(400);
    expect(noLine.json().message).toContain('주문 상품 번호');
    const badValue = await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: { stars: 5 } });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toContain('답변(value)');
    expect(await responsesOf(service.lineIdx)).toEqual([]);
  });

  it("refuses another resident's line and an unknown line alike (404), a service not finished (409), an unknown survey or question (404), and the signed-out (401)", async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db);
    const other = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const stranger = await createSignedInResident(t.app, t.db);
    const q = questions.overall.questionIdx;

    const theirs = await answer(stranger.cookie, survey.surveyIdx, q, { lineIdx: service.lineIdx, value: 5 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('주문한 서비스를 찾을 수 없어요.');
    const paid = await paidOrder(t);
    const [paidLine] = await t.db
      .select({ lineIdx: orderLines.lineIdx })
      .from(orderLines)
      .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
      .where(eq(orders.merchantUid, paid.merchantUid));
    const paidLineIdx = paidLine!.lineIdx;
    const early = await answer(paid.cookie, survey.surveyIdx, q, { lineIdx: paidLineIdx, value: 5 });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe('시공이 끝난 서비스만 만족도 조사에 참여할 수 있어요.');
    expect((await answer(service.cookie, survey.surveyIdx, q, { lineIdx: 99999999, value: 5 })).statusCode).toBe(404);
    expect((await answer(service.cookie, 99999999, q, { lineIdx: service.lineIdx, value: 5 })).statusCode).toBe(404);
    const wrongQuestion = await answer(service.cookie, survey.surveyIdx, other.questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 5 });
    expect(wrongQuestion.statusCode).toBe(404);
    expect(wrongQuestion.json().message).toBe('질문을 찾을 수 없어요.');
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/v2/survey/${survey.surveyIdx}/question/${q}/answer`, payload: { lineIdx: service.lineIdx, value: 5 } });
    expect(signedOut.statusCode).toBe(401);
    expect(await responsesOf(service.lineIdx)).toEqual([]);
  });

  it('refuses answers to a survey that has ended', async () => {
    const { survey, questions } = await createSatisfactionSurvey(t.db, { isActive: false });
    const service = await finishedService(t);
    const res = await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('끝난 설문이라 답할 수 없어요.');
  });
});

describe('GET and POST /survey/{surveyIdx}/completed', () => {
  it('names the required questions still missing, then completes once', async () => {
    const { survey, questions, all } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    expect((await completed(service.cookie, survey.surveyIdx, service.lineIdx)).json().data).toEqual({
      surveyIdx: survey.surveyIdx,
      lineIdx: service.lineIdx,
      completed: false,
      completedAt: null,
    });

    await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 5 });
    const missing = await complete(service.cookie, survey.surveyIdx, service.lineIdx);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("'시간 약속', '추천 의향'에 답해 주세요.");
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual([
      `question.${questions.punctual.questionIdx}`,
      `question.${questions.recommend.questionIdx}`,
    ]);
    expect((await completed(service.cookie, survey.surveyIdx, service.lineIdx)).json().data.completed).toBe(false);

    await answerRequired(service.cookie, survey.surveyIdx, service.lineIdx, all);
    const done = await complete(service.cookie, survey.surveyIdx, service.lineIdx);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect((await completed(service.cookie, survey.surveyIdx, service.lineIdx)).json().data).toEqual(done.json().data);

    const twice = await complete(service.cookie, survey.surveyIdx, service.lineIdx);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('이미 참여한 설문이에요.');
    const late = await answer(service.cookie, survey.surveyIdx, questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('이미 참여한 설문이에요.');
    const [response] = await responsesOf(service.lineIdx);
    const [overall] = await t.db
      .select()
      .from(surveyAnswers)
      .where(and(eq(surveyAnswers.responseIdx, response!.responseIdx), eq(surveyAnswers.questionIdx, questions.overall.questionIdx)));
    expect(overall!.value).toBe(5);
  });

  it('refuses completing with nothing answered, and a line already answered in another satisfaction survey', async () => {
    const first = await createSatisfactionSurvey(t.db);
    const second = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const empty = await complete(service.cookie, first.survey.surveyIdx, service.lineIdx);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("'전반적인 만족도', '시간 약속', '추천 의향'에 답해 주세요.");
    expect(await responsesOf(service.lineIdx)).toEqual([]);

    await answerRequired(service.cookie, first.survey.surveyIdx, service.lineIdx, first.all);
    expect((await complete(service.cookie, first.survey.surveyIdx, service.lineIdx)).statusCode).toBe(200);
    const elsewhere = await answer(service.cookie, second.survey.surveyIdx, second.questions.overall.questionIdx, { lineIdx: service.lineIdx, value: 5 });
    expect(elsewhere.statusCode).toBe(409);
    expect((await completed(service.cookie, second.survey.surveyIdx, service.lineIdx)).json().data.completed).toBe(true);
  });

  it("answers another resident's line as a missing one (404) on both", async () => {
    const { survey } = await createSatisfactionSurvey(t.db);
    const service = await finishedService(t);
    const stranger = await createSignedInResident(t.app, t.db);
    for (const res of [await completed(stranger.cookie, survey.surveyIdx, service.lineIdx), await complete(stranger.cookie, survey.surveyIdx, service.lineIdx)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('주문한 서비스를 찾을 수 없어요.');
    }
    expect(await responsesOf(service.lineIdx)).toEqual([]);
    const noLine = await t.app.inject({ method: 'GET', url: `/api/v2/survey/${survey.surveyIdx}/completed`, headers: { cookie: stranger.cookie } });
    expect(noLine.statusCode).toBe(400);
    expect(noLine.json().message).toContain('주문 상품 번호');
  });
});

describe('the notice when a service is finished', () => {
  it('invites to the satisfaction survey of that service', async () => {
    const service = await finishedService(t);
    const rows = await t.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.residentIdx, service.resident.residentIdx), eq(notificationQueue.subject, '시공이 완료되었어요')));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.body).toContain('만족도 조사에 참여해 주시면');
      expect(row.payload).toMatchObject({ link: `/survey?lineIdx=${service.lineIdx}` });
    }
  });
});
