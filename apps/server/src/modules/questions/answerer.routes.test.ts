import { and, eq } from 'drizzle-orm';
import { josa } from 'es-hangul';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue, questionAnswers, questions } from '../../db/schema';
import { messageTo } from '../../../test/dispatch';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createQuestion } from '../../../test/factories/questions';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = (questionIdx: number, headers: Record<string, string>, body: unknown = { body: '욕실 줄눈은 청소 전에 하는 게 좋아요. 먼지가 줄눈에 끼지 않거든요.' }) =>
  t.app.inject({ method: 'POST', url: `/api/v2/question/${questionIdx}/answer`, payload: body as object, headers });

const answersOf = (questionIdx: number) => t.db.select().from(questionAnswers).where(eq(questionAnswers.questionIdx, questionIdx));
const answerCount = async (questionIdx: number) =>
  (await t.db.select({ n: questions.answerCount }).from(questions).where(eq(questions.questionIdx, questionIdx)))[0]!.n;

describe('POST /question/:questionIdx/answer', () => {
  it('a partner answers once: the answer shows the company and its services, the count moves, the asker is told', async () => {
    const asker = await createResident(t.db);
    const category = await createCategory(t.db, { label: '줄눈' });
    const q = await createQuestion(t.db, { residentIdx: asker.residentIdx, categoryCode: category.code, title: '줄눈 먼저 하나요?' });
    const partner = await createSignedInPartner(t.app, t.db);
    const item = await createItem(t.db, { category, partnerIdx: partner.partner.partnerIdx, name: '케라폴리 줄눈' });

    const res = await answer(q.questionIdx, partner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      questionIdx: q.questionIdx,
      authorRole: 'partner',
      authorName: partner.partner.companyName,
      company: {
        partnerIdx: partner.partner.partnerIdx,
        services: [{ itemIdx: item.item.itemIdx, name: '케라폴리 줄눈', link: `/business/${category.code}?item=${item.item.itemIdx}` }],
      },
      body: '욕실 줄눈은 청소 전에 하는 게 좋아요. 먼지가 줄눈에 끼지 않거든요.',
      likeCount: 0,
    });
    expect(await answerCount(q.questionIdx)).toBe(1);

    const second = await answer(q.questionIdx, partner.headers, { body: '한 번 더 답변을 달아 볼게요. 가능할까요?' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('이미 이 질문에 답변했어요. 업체는 질문마다 한 번 답변할 수 있어요.');
    expect(await answersOf(q.questionIdx)).toHaveLength(1);
    expect(await answerCount(q.questionIdx)).toBe(1);

    const queued = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, asker.residentIdx));
    expect(queued.map((n) => n.channel).sort()).toEqual(['alimtalk', 'push']);
    expect(queued[0]).toMatchObject({ subject: '질문에 답변이 달렸어요', payload: { link: `/question/${q.questionIdx}` } });
    const sms = await messageTo(t, asker.phone!);
    expect(sms?.body).toBe(
      `[입주] 질문에 답변이 달렸어요\n${josa(partner.partner.companyName, '이/가')} "줄눈 먼저 하나요?" 질문에 답변했어요. 눌러서 확인해 보세요.`,
    );
  });

  it('staff answer as 입주 매니저, as often as needed', async () => {
    const q = await createQuestion(t.db);
    const staff = await createSignedInStaff(t.app, t.db);
    for (let i = 0; i < 2; i++) {
      const res = await answer(q.questionIdx, staff.headers, { body: `입주 매니저 안내 ${i + 1}번째예요. 확인해 주세요.` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ authorRole: 'staff', authorName: '입주 매니저', company: null });
    }
    expect(await answerCount(q.questionIdx)).toBe(2);
    const page = (await t.app.inject({ url: `/api/v2/question/${q.questionIdx}` })).json().data;
    expect(page.answers.map((a: { body: string }) => a.body)).toEqual(['입주 매니저 안내 1번째예요. 확인해 주세요.', '입주 매니저 안내 2번째예요. 확인해 주세요.']);
  });

  it('needs a partner or staff credential; residents get 403, nobody 401', async () => {
    const q = await createQuestion(t.db);
    const resident = await createSignedInResident(t.app, t.db);
    const asResident = await answer(q.questionIdx, { cookie: resident.cookie });
    expect(asResident.statusCode).toBe(403);
    expect(asResident.json().message).toBe('파트너 업체나 운영팀 계정으로만 이용할 수 있어요.');
    expect((await answer(q.questionIdx, {})).statusCode).toBe(401);
    expect(await answersOf(q.questionIdx)).toHaveLength(0);
  });

  it('refuses hidden or removed questions (409), deleted or unknown ones (404), and short answers (400)', async () => {
    const partner = await createSignedInPartner(t.app, t.db);
    for (const status of ['hidden', 'removed'] as const) {
      const q = await createQuestion(t.db, { status });
      const res = await answer(q.questionIdx, partner.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('신고로 가려졌거나 운영 정책으로 삭제된 질문에는 답변할 수 없어요.');
      expect(await answersOf(q.questionIdx)).toHaveLength(0);
    }
    const deleted = await createQuestion(t.db, { status: 'deleted' });
    expect((await answer(deleted.questionIdx, partner.headers)).statusCode).toBe(404);
    expect((await answer(999_999_999, partner.headers)).statusCode).toBe(404);
    const q = await createQuestion(t.db);
    const short = await answer(q.questionIdx, partner.headers, { body: '네 맞아요' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: '답변은 10자 이상 적어 주세요.', details: [{ field: 'body' }] });
    expect(await t.db.select().from(questionAnswers).where(and(eq(questionAnswers.questionIdx, q.questionIdx)))).toHaveLength(0);
  });
});
