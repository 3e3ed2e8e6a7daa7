import { addDays, seoulToday } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, surveyAnswers, surveyResponses } from '../../db/schema';
import { dispatcherFor } from '../../../test/dispatch';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { completeAnswers, createHomestylingSurvey, createSatisfactionSurvey } from '../../../test/factories/surveys';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEEDS = '거실과 아이방을 따뜻한 분위기로 꾸미고 싶어요. 예산 안에서 가구 배치를 추천받고 싶어요.';

const request = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/consultation', headers: { cookie }, payload });
const mine = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/v2/consultation', headers: { cookie } })).json().data as Array<Record<string, unknown>>;
const sendAnswers = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v2/consultation/homestyling/survey/answer', headers: { cookie }, payload: payload as never });
const responsesOf = (residentIdx: number) => t.db.select().from(surveyResponses).where(eq(surveyResponses.residentIdx, residentIdx));

/**
 * The outbox of a phone once its notices are sent. The app's inline dispatch job and other test files'
 * dispatchers (PostgreSQL is shared) may be sending them at the same moment: run the dispatcher until the
 * expected messages arrive (bounded).
 */
async function sentTo(phone: string, expected: number, about: (message: { body: string }) => boolean = () => true) {
  const dispatcher = dispatcherFor(t, null);
  const messages = async () => (await outboxFor(t.db, phone)).filter(about);
  for (let i = 0; i < 50; i++) {
    await t.jobs.drain();
    await dispatcher.dispatchAll();
    const found = await messages();
    if (found.length >= expected) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return messages();
}

function body(overrides: Record<string, unknown> = {}) {
  return { name: '김입주', phone: '010-2345-6789', complexName: '잠실래미안아이파크', pyeong: 34, preferredDate: addDays(seoulToday(), 3), preferredTime: 'morning', needs: NEEDS, ...overrides };
}

/** A resident's completed home-styling response. */
async function answeredSurvey(cookie: string) {
  const { survey, all } = await createHomestylingSurvey(t.db);
  const res = await sendAnswers(cookie, { surveyIdx: survey.surveyIdx, answers: completeAnswers(all) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.surveyResponseIdx as number;
}

describe('home-styling survey', () => {
  it('lists active surveys with their step and question counts', async () => {
    const { survey } = await createHomestylingSurvey(t.db);
    const ended = await createHomestylingSurvey(t.db, { isActive: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/consultation/homestyling/survey' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ surveyIdx: number }>;
    expect(list.find((s) => s.surveyIdx === survey.surveyIdx)).toMatchObject({ title: survey.title, imageUrl: '/files/seed/cat-furn-1.webp', categoryCount: 2, questionCount: 3 });
    expect(list.some((s) => s.surveyIdx === ended.survey.surveyIdx)).toBe(false);
  });

  it('gives one survey with its steps in order, and one step with its questions', async () => {
    const { survey, steps, questions } = await createHomestylingSurvey(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/consultation/homestyling/survey/${survey.surveyIdx}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(['공간', '예산']);
    expect(data.categories[1].questions.map((q: { questionIdx: number }) => q.questionIdx)).toEqual([questions.budget.questionIdx, questions.memo.questionIdx]);

    const step = await t.app.inject({
      method: 'GET',
      url: `/api/v2/consultation/homestyling/survey/question?surveyIdx=${survey.surveyIdx}&categoryIdx=${steps.space.categoryIdx}`,
    });
    expect(step.statusCode).toBe(200);
    expect(step.json().data).toMatchObject({ surveyIdx: survey.surveyIdx, category: { categoryIdx: steps.space.categoryIdx, name: '공간' } });
    expect(step.json().data.questions).toHaveLength(1);
    expect(step.json().data.questions[0]).toMatchObject({ kind: 'multiple', title: '꾸밀 공간', required: true });
  });

  it('names surveyIdx and categoryIdx when missing (400), and refuses a step of another survey or a satisfaction survey (404)', async () => {
    const { survey } = await createHomestylingSurvey(t.db);
    const other = await createHomestylingSurvey(t.db);
    const base = '/api/v2/consultation/homestyling/survey/question';
    const noCategory = await t.app.inject({ method: 'GET', url: `${base}?surveyIdx=${survey.surveyIdx}` });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toContain('설문 분류');
    const noSurvey = await t.app.inject({ method: 'GET', url: `${base}?categoryIdx=1` });
    expect(noSurvey.statusCode).toBe(400);
    expect(noSurvey.json().message).toContain('설문 번호');
    const foreign = await t.app.inject({ method: 'GET', url: `${base}?surveyIdx=${survey.surveyIdx}&categoryIdx=${other.steps.space.categoryIdx}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('설문 분류를 찾을 수 없어요.');
    const satisfaction = await createSatisfactionSurvey(t.db);
    const wrongKind = await t.app.inject({ method: 'GET', url: `/api/v2/consultation/homestyling/survey/${satisfaction.survey.surveyIdx}` });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('stores a completed response with every answer', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { survey, questions } = await createHomestylingSurvey(t.db);
    const res = await sendAnswers(cookie, {
      surveyIdx: survey.surveyIdx,
      answers: [
        { questionIdx: questions.rooms.questionIdx, value: ['kitchen', 'living'] },
        { questionIdx: questions.budget.questionIdx, value: 'mid' },
        { questionIdx: questions.memo.questionIdx, value: '  책장을 짜 넣고 싶어요 ' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [response] = await responsesOf(resident.residentIdx);
    expect(res.json().data).toEqual({ surveyResponseIdx: response!.responseIdx, surveyIdx: survey.surveyIdx, completedAt: expect.any(String) });
    expect(response!.completedAt).not.toBeNull();
    const answers = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseIdx, response!.responseIdx));
    expect(new Map(answers.map((a) => [a.questionIdx, a.value]))).toEqual(
      new Map<number, unknown>([
        [questions.rooms.questionIdx, ['living', 'kitchen']],
        [questions.budget.questionIdx, 'mid'],
        [questions.memo.questionIdx, '책장을 짜 넣고 싶어요'],
      ]),
    );
  });

  it('refuses missing required answers, bad values, unknown and repeated questions, writing nothing', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { survey, questions } = await createHomestylingSurvey(t.db);
    const other = await createHomestylingSurvey(t.db);
    const cases: Array<[unknown[], string, string]> = [
      [[{ questionIdx: questions.rooms.questionIdx, value: ['living'] }], "'예산'에 답해 주세요.", `question.${questions.budget.questionIdx}`],
      [
        [
          { questionIdx: questions.rooms.questionIdx, value: ['living'] },
          { questionIdx: questions.budget.questionIdx, value: 'huge' },
        ],
        "'예산'은 보기 중 하나를 골라 주세요.",
        'answers.1.value',
      ],
      [
        [
          { questionIdx: questions.rooms.questionIdx, value: [] },
          { questionIdx: questions.budget.questionIdx, value: 'low' },
        ],
        "'꾸밀 공간'은 하나 이상 골라 주세요.",
        'answers.0.value',
      ],
      [[{ questionIdx: other.questions.rooms.questionIdx, value: ['living'] }], '이 설문에 없는 질문이에요. 질문 번호를 확인해 주세요.', 'answers.0.questionIdx'],
      [
        [
          { questionIdx: questions.budget.questionIdx, value: 'low' },
          { questionIdx: questions.budget.questionIdx, value: 'mid' },
        ],
        "'예산'에 두 번 답했어요. 한 번만 보내 주세요.",
        'answers.1.questionIdx',
      ],
    ];
    for (const [answers, message, field] of cases) {
      const res = await sendAnswers(cookie, { surveyIdx: survey.surveyIdx, answers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    const empty = await sendAnswers(cookie, { surveyIdx: survey.surveyIdx, answers: [] });
    expect(empty.json().message).toBe('답변을 하나 이상 보내 주세요.');
    expect(await responsesOf(resident.residentIdx)).toEqual([]);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/v2/consultation/homestyling/survey/answer', payload: { surveyIdx: survey.surveyIdx, answers: [] } });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('POST /consultation', () => {
  it('makes the request, tells staff and the resident, and shows it in my list', async () => {
    const staffPhone = uniquePhone();
    await createSignedInStaff(t.app, t.db, { phone: staffPhone });
    const apartment = await createApartment(t.db, { name: `상담단지${uniquePhone().slice(-6)}` });
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const surveyResponseIdx = await answeredSurvey(cookie);

    const res = await request(cookie, body({ apartmentIdx: apartment.apartmentIdx, complexName: '아무 이름', surveyResponseIdx, preferredTime: 'evening' }));
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      kind: 'homestyling',
      kindLabel: '홈스타일링 상담',
      name: '김입주',
      phone: '01023456789',
      apartmentIdx: apartment.apartmentIdx,
      complexName: apartment.name,
      pyeong: 34,
      preferredTime: 'evening',
      preferredTimeLabel: '저녁 (18시~21시)',
      needs: NEEDS,
      status: 'requested',
      statusLabel: '접수 완료',
      canCancel: true,
    });
    // The answers in words, in the order they were asked (step by step).
    expect(created.survey).toMatchObject({
      surveyResponseIdx,
      answers: [
        { question: '꾸밀 공간', answer: '보기 living' },
        { question: '예산', answer: '보기 low' },
      ],
    });

    // Staff notices go to every staff member: this phone also gets other test files' (one shared database).
    const [toStaff] = await sentTo(staffPhone, 1, (m) => m.body.includes(apartment.name));
    expect(toStaff!.body).toContain('[입주 운영] 새 홈스타일링 상담 신청');
    expect(toStaff!.body).toContain('김입주 010-2345-6789');
    expect(toStaff!.body).toContain(`${apartment.name} 34평`);
    const [toResident] = await sentTo(resident.phone!, 1);
    expect(toResident!.body).toContain('상담 신청이 접수되었어요');
    expect(toResident!.body).toContain('010-2345-6789로 연락드릴게요');

    const list = await mine(cookie);
    expect(list.map((c) => c.consultationIdx)).toEqual([created.consultationIdx]);
  });

  it.each([
    ['phone', { phone: '02-123-4567' }, '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.'],
    ['needs too short', { needs: '상담해 주세요' }, '요청 사항은 10자 이상 적어 주세요.'],
    ['needs too long', { needs: 'ㄱ'.repeat(1001) }, '요청 사항은 1,000자까지 적을 수 있어요.'],
    ['date in the past', { preferredDate: addDays(seoulToday(), -1) }, '희망 상담일은 오늘이나 그 뒤의 날짜로 골라 주세요.'],
    ['date too far', { preferredDate: addDays(seoulToday(), 400) }, '희망 상담일은 1년 안의 날짜로 골라 주세요.'],
    ['date not real', { preferredDate: '2026-02-30' }, '희망 상담일을 2026-12-05처럼 올바른 날짜로 보내 주세요.'],
    ['time', { preferredTime: 'night' }, '희망 상담 시간을 오전, 오후, 저녁, 언제든 중에서 골라 주세요.'],
    ['no complex', { complexName: undefined }, '단지명을 입력해 주세요.'],
    ['unknown complex', { apartmentIdx: 99999999 }, '고른 단지를 찾을 수 없어요. 단지를 다시 골라 주세요.'],
    ['blank name', { name: '   ' }, '이름을 입력해 주세요.'],
    ['pyeong', { pyeong: 0 }, '평형은 1평 이상이어야 해요.'],
  ] as const)('refuses a bad field with a Korean 400 and makes nothing: %s', async (_label, overrides, message) => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await request(cookie, body(overrides as Record<string, unknown>));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await mine(cookie)).toEqual([]);
  });

  it('takes the same request again within a minute for a double tap (409), but not a different one', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    expect((await request(cookie, body())).statusCode).toBe(200);
    const again = await request(cookie, body({ phone: '01023456789' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('방금 같은 내용으로 상담을 신청했어요. 마이페이지 상담 내역에서 확인해 주세요.');
    expect((await request(cookie, body({ needs: `${NEEDS} 주방도 봐 주세요.` }))).statusCode).toBe(200);
    expect(await mine(cookie)).toHaveLength(2);
  });

  it("attaches only the resident's own completed home-styling response, to one request", async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const stranger = await createSignedInResident(t.app, t.db);
    const theirs = await answeredSurvey(stranger.cookie);
    // Someone else's response is answered exactly like one that does not exist.
    const notMine = await request(cookie, body({ surveyResponseIdx: theirs }));
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().message).toBe('설문 응답을 찾을 수 없어요. 설문에 다시 답해 주세요.');
    expect(notMine.json().details[0].field).toBe('surveyResponseIdx');
    const unknown = await request(cookie, body({ surveyResponseIdx: 99999999 }));
    expect(unknown.json()).toEqual(notMine.json());

    const own = await answeredSurvey(cookie);
    expect((await request(cookie, body({ surveyResponseIdx: own }))).statusCode).toBe(200);
    const reused = await request(cookie, body({ surveyResponseIdx: own, needs: `${NEEDS} 다시 부탁드려요.` }));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('이미 다른 상담 신청에 쓴 설문 응답이에요. 설문에 다시 답해 주세요.');
    expect(await mine(cookie)).toHaveLength(1);
  });

  it('refuses a satisfaction response and the signed-out', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const satisfaction = await createSatisfactionSurvey(t.db);
    const [response] = await t.db.insert(surveyResponses).values({ surveyIdx: satisfaction.survey.surveyIdx, residentIdx: resident.residentIdx, completedAt: new Date() }).returning();
    const res = await request(cookie, body({ surveyResponseIdx: response!.responseIdx }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('홈스타일링 설문을 끝까지 답한 응답만 붙일 수 있어요.');
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/consultation', payload: body() })).statusCode).toBe(401);
  });
});

describe('GET /consultation and PATCH /consultation/{id}/cancel', () => {
  it('lists my requests newest first, and cancels one only while it is requested', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const first = (await request(cookie, body())).json().data;
    const second = (await request(cookie, body({ needs: `${NEEDS} 두 번째 요청이에요.`, preferredDate: null, preferredTime: 'anytime' }))).json().data;
    expect((await mine(cookie)).map((c) => c.consultationIdx)).toEqual([second.consultationIdx, first.consultationIdx]);

    const cancel = (id: number, c = cookie) => t.app.inject({ method: 'PATCH', url: `/api/v2/consultation/${id}/cancel`, headers: { cookie: c } });
    const cancelled = await cancel(first.consultationIdx);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', statusLabel: '취소됨', canCancel: false });
    const again = await cancel(first.consultationIdx);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 취소한 상담 신청이에요.');

    const stranger = await createSignedInResident(t.app, t.db);
    const theirs = await cancel(second.consultationIdx, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('상담 신청을 찾을 수 없어요.');
    const unknown = await cancel(99999999);
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 404, message: theirs.json().message });

    await t.db.update(consultations).set({ status: 'contacted' }).where(eq(consultations.consultationIdx, second.consultationIdx));
    const late = await cancel(second.consultationIdx);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("상담이 '상담 중' 상태라 취소할 수 없어요. 담당 매니저에게 말씀해 주세요.");
    expect((await mine(cookie)).map((c) => c.status)).toEqual(['contacted', 'cancelled']);
  });
});

describe('staff consultations', () => {
  it('keeps residents and partners out (403) and the signed-out (401)', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const partner = await createSignedInPartner(t.app, t.db);
    for (const headers of [{ cookie }, partner.headers]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/staff/consultations', headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PATCH', url: '/api/v2/staff/consultations/1', headers, payload: { status: 'done' } })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/staff/consultations' })).statusCode).toBe(401);
  });

  it('lists requests by status with paging, moves them along and tells the resident', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const created = (await request(cookie, body())).json().data;

    const list = await t.app.inject({ method: 'GET', url: '/api/v2/staff/consultations?status=requested&limit=100', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    const page = list.json().data;
    expect(page).toMatchObject({ page: 1, limit: 100 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.consultations.find((c: { consultationIdx: number }) => c.consultationIdx === created.consultationIdx)).toMatchObject({
      residentIdx: resident.residentIdx,
      status: 'requested',
      staffMemo: null,
    });
    expect(page.consultations.every((c: { status: string }) => c.status === 'requested')).toBe(true);

    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/v2/staff/consultations/${created.consultationIdx}`, headers: staff.headers, payload });
    const contacted = await patch({ status: 'contacted', memo: '12/3 오전 통화, 거실 위주' });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(contacted.json().data).toMatchObject({ status: 'contacted', statusLabel: '상담 중', staffMemo: '12/3 오전 통화, 거실 위주', staffIdx: staff.staff.staffIdx });
    expect((await patch({ memo: '견적 보냄' })).json().data).toMatchObject({ status: 'contacted', staffMemo: '견적 보냄' });
    expect((await patch({ status: 'done' })).json().data.status).toBe('done');
    const back = await patch({ status: 'contacted' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe("'상담 완료' 상태에서는 '상담 중'으로 바꿀 수 없어요.");
    const bad = await patch({ status: 'requested' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('상태는 contacted, done, cancelled 중 하나여야 해요.');
    expect((await patch({})).json().message).toBe('바꿀 상태나 메모를 보내 주세요.');

    const bodies = (await sentTo(resident.phone!, 3)).map((m) => m.body);
    expect(bodies.some((b) => b.includes('홈스타일링 상담을 시작했어요'))).toBe(true);
    expect(bodies.some((b) => b.includes('홈스타일링 상담이 끝났어요'))).toBe(true);
    expect((await mine(cookie))[0]).toMatchObject({ status: 'done', statusLabel: '상담 완료', canCancel: false });
  });
});
