import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, orderLines, questions, reviews, surveyResponses, zzims } from '../../src/db/schema';
import { addLine, finishedService, paidOrder, visitDay } from '../factories/commerce';
import { createQuestion } from '../factories/questions';
import { createSignedInResident } from '../factories/residents';
import { completedLine, writeReview } from '../factories/reviews';
import { createSatisfactionSurvey } from '../factories/surveys';
import { createTestApp, type TestContext } from '../helpers';

/**
 * The authorisation rule for residents (docs/CONVENTIONS.md, "Authorisation"): another resident's object
 * is answered exactly like one that does not exist: 404 and the same Korean message, nothing changed.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 2_000_000_000;
const UNKNOWN_UID = 'ipju_nothing_here';

interface Case {
  name: string;
  /** The owner's id of the object and an id nothing has. */
  theirs: number | string;
  unknown: number | string;
  request: (id: number | string) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
}

/** The message with the id asked for taken out (some messages name it: 장바구니에 없는 상품이에요: 12). */
const withoutId = (message: string, id: number | string) => message.replaceAll(String(id), '{id}');

describe("another resident's objects", () => {
  it('are 404 with the message of a missing one, on every route that reads or changes them, and stay as they were', async () => {
    const finished = await finishedService(t);
    const paid = await paidOrder(t);
    const stranger = await createSignedInResident(t.app, t.db);
    const owner = finished.resident.residentIdx;
    const itemIdx = finished.item.item.itemIdx;
    const [paidLine] = await t.db.select().from(orderLines).where(eq(orderLines.itemIdx, paid.item.item.itemIdx));

    const review = await writeReview(t, finished.cookie, { merchantUid: finished.merchantUid, itemIdx });
    const second = await completedLine(t.db, { residentIdx: owner, item: finished.item });
    const hiddenReview = await writeReview(t, finished.cookie, { merchantUid: second.order.merchantUid, itemIdx });
    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.reviewIdx, hiddenReview.reviewIdx));
    const question = await createQuestion(t.db, { residentIdx: owner });
    const hiddenQuestion = await createQuestion(t.db, { residentIdx: owner, status: 'hidden' });
    const zzim = await t.app.inject({ method: 'POST', url: '/api/v2/zzims', headers: { cookie: finished.cookie }, payload: { itemIdx } });
    expect(zzim.statusCode, zzim.body).toBe(200);
    const zzimIdx = zzim.json().data.zzimIdx as number;
    const [consultation] = await t.db
      .insert(consultations)
      .values({ residentIdx: owner, kind: 'homestyling', name: '김입주', phone: '01023456789', complexName: '잠실래미안', preferredTime: 'morning', needs: '거실 수납을 늘리고 싶어요.' })
      .returning();
    const cart = await addLine(t, paid.cookie, { itemIdx: paid.item.item.itemIdx, pyeong: 34, tz: visitDay(9), time: 13 });
    const { survey, questions: surveyQuestions } = await createSatisfactionSurvey(t.db);
    const s = survey.surveyIdx;

    const cases: Case[] = [
      { name: 'order detail', theirs: finished.merchantUid, unknown: UNKNOWN_UID, request: (id) => ({ method: 'GET', url: `/billings/detail?merchantUid=${id}` }) },
      { name: 'purchase confirmation', theirs: finished.merchantUid, unknown: UNKNOWN_UID, request: (id) => ({ method: 'PUT', url: '/billings/confirm_accept', payload: { merchantUid: id } }) },
      { name: 'order cancel', theirs: paid.merchantUid, unknown: UNKNOWN_UID, request: (id) => ({ method: 'PUT', url: `/billings/${id}/cancel`, payload: { reason: '남의 주문 취소' } }) },
      { name: 'order back to the cart', theirs: paid.merchantUid, unknown: UNKNOWN_UID, request: (id) => ({ method: 'POST', url: '/billings/return_cart', payload: { merchantUid: id } }) },
      { name: 'order date change', theirs: paidLine!.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PUT', url: '/billings/date', payload: { merchantUid: paid.merchantUid, lineIdx: id, tz: visitDay(12), time: 9 } }) },
      { name: 'receipt', theirs: finished.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/receipt/${id}` }) },
      { name: 'receipt date change', theirs: paidLine!.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PUT', url: `/receipt/${id}`, payload: { tz: visitDay(12), time: 9 } }) },
      { name: 'review form', theirs: finished.merchantUid, unknown: UNKNOWN_UID, request: (id) => ({ method: 'GET', url: `/reviews/get_review_init/${id}/${itemIdx}` }) },
      { name: 'review edit', theirs: review.reviewIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PUT', url: `/reviews/${id}`, payload: { rating: 1, content: '남의 후기를 고쳐 보려는 글이에요. 충분히 길게 써요.', photos: [] } }) },
      { name: 'review delete', theirs: review.reviewIdx, unknown: UNKNOWN, request: (id) => ({ method: 'DELETE', url: `/reviews/${id}` }) },
      { name: 'hidden review', theirs: hiddenReview.reviewIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/reviews/${id}` }) },
      { name: 'question edit', theirs: question.questionIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PATCH', url: `/question/${id}`, payload: { title: '남의 질문 고치기' } }) },
      { name: 'question delete', theirs: question.questionIdx, unknown: UNKNOWN, request: (id) => ({ method: 'DELETE', url: `/question/${id}` }) },
      { name: 'hidden question', theirs: hiddenQuestion.questionIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/question/${id}` }) },
      { name: 'zzim', theirs: zzimIdx, unknown: UNKNOWN, request: (id) => ({ method: 'DELETE', url: `/zzims/${id}` }) },
      { name: 'consultation cancel', theirs: consultation!.consultationIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PATCH', url: `/consultation/${id}/cancel` }) },
      { name: 'survey of a line', theirs: finished.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/survey/${s}?lineIdx=${id}` }) },
      { name: 'survey answer', theirs: finished.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'POST', url: `/survey/${s}/question/${surveyQuestions.overall.questionIdx}/answer`, payload: { lineIdx: id, value: 5 } }) },
      { name: 'survey completion', theirs: finished.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/survey/${s}/completed?lineIdx=${id}` }) },
      { name: 'survey completing', theirs: finished.lineIdx, unknown: UNKNOWN, request: (id) => ({ method: 'POST', url: `/survey/${s}/completed`, payload: { lineIdx: id } }) },
      { name: 'booking cautions', theirs: owner, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/cautions?residentIdx=${id}` }) },
      { name: 'referral code', theirs: owner, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/referrals/${id}/code` }) },
      { name: 'cart date', theirs: cart.cartIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PUT', url: '/carts/date', payload: { cartIdx: id, tz: visitDay(12), time: 9 } }) },
      { name: 'cart delete', theirs: cart.cartIdx, unknown: UNKNOWN, request: (id) => ({ method: 'DELETE', url: '/carts', payload: { ids: [id] } }) },
    ];

    for (const c of cases) {
      const send = async (id: number | string) => {
        const { method, url, payload } = c.request(id);
        return t.app.inject({ method, url: `/api/v2${url}`, headers: { cookie: stranger.cookie }, ...(payload ? { payload } : {}) });
      };
      const theirs = await send(c.theirs);
      const unknown = await send(c.unknown);
      expect(unknown.statusCode, `${c.name}: ${unknown.body}`).toBe(404);
      expect(theirs.statusCode, `${c.name}: ${theirs.body}`).toBe(404);
      expect(withoutId(theirs.json().message, c.theirs), c.name).toBe(withoutId(unknown.json().message, c.unknown));
    }

    // Nothing of theirs moved.
    const [lineNow] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, finished.lineIdx));
    expect(lineNow).toMatchObject({ status: 'completed', confirmedAt: null });
    const [paidNow] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, paidLine!.lineIdx));
    expect(paidNow).toMatchObject({ status: 'awaiting_work', visitDate: paidLine!.visitDate, pendingRefundIdx: null });
    const [reviewNow] = await t.db.select().from(reviews).where(eq(reviews.reviewIdx, review.reviewIdx));
    expect(reviewNow).toMatchObject({ status: 'visible', rating: 5 });
    const [questionNow] = await t.db.select().from(questions).where(eq(questions.questionIdx, question.questionIdx));
    expect(questionNow).toMatchObject({ status: 'visible', title: question.title });
    expect(await t.db.select().from(zzims).where(eq(zzims.zzimIdx, zzimIdx))).toHaveLength(1);
    const [consultationNow] = await t.db.select().from(consultations).where(eq(consultations.consultationIdx, consultation!.consultationIdx));
    expect(consultationNow!.status).toBe('requested');
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.lineIdx, finished.lineIdx))).toEqual([]);
    const ownCart = await t.app.inject({ url: '/api/v2/carts', headers: { cookie: paid.cookie } });
    expect(ownCart.json().data.lines).toEqual([expect.objectContaining({ cartIdx: cart.cartIdx, tz: visitDay(9) })]);
  });

  it('are still there for their owner', async () => {
    const finished = await finishedService(t);
    const own = (url: string) => t.app.inject({ url: `/api/v2${url}`, headers: { cookie: finished.cookie } });
    expect((await own(`/billings/detail?merchantUid=${finished.merchantUid}`)).statusCode).toBe(200);
    expect((await own(`/receipt/${finished.lineIdx}`)).statusCode).toBe(200);
    expect((await own(`/reviews/get_review_init/${finished.merchantUid}/${finished.item.item.itemIdx}`)).statusCode).toBe(200);
    expect((await own(`/cautions?residentIdx=${finished.resident.residentIdx}`)).statusCode).toBe(200);
    expect((await own(`/referrals/${finished.resident.residentIdx}/code`)).statusCode).toBe(200);
  });
});
