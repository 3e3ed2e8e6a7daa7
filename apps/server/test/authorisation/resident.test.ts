import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, fireInsuranceRequests, moveInPlanApplications, moveInPlanLines, moveInReservations, orderLines, questions, residentHomes, residentPushes, reviews, surveyResponses, zzims } from '../../src/db/schema';
import { addLine, finishedService, paidOrder, visitDay } from '../factories/commerce';
import { createApartment } from '../factories/places';
import { createQuestion } from '../factories/questions';
import { createSignedInResident } from '../factories/residents';
import { completedLine, writeReview } from '../factories/reviews';
import { createSatisfactionSurvey } from '../factories/surveys';
import { createTestApp, unique, type TestContext } from '../helpers';

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
    const apartment = await createApartment(t.db);
    const [home] = await t.db
      .insert(residentHomes)
      .values({ residentIdx: owner, apartmentIdx: apartment.apartmentIdx, areaIdx: apartment.areas[0]!.areaIdx, dong: '101', ho: '1203' })
      .returning();
    const [fireRequest] = await t.db
      .insert(fireInsuranceRequests)
      .values({ residentIdx: owner, homeIdx: home!.homeIdx, apartmentIdx: apartment.apartmentIdx, complexName: apartment.name, dong: '101', ho: '1203', pyeong: 25, exclusiveArea: 59.97, coverages: ['building'], contactName: '김입주', contactPhone: '01023456789', consentText: '동의', consentedAt: new Date(), requestKey: 'authorisation-test' })
      .returning();
    const [plan] = await t.db
      .insert(moveInPlanApplications)
      .values({ residentIdx: owner, requestKey: unique('auth-plan-'), homeIdx: home!.homeIdx, apartmentIdx: apartment.apartmentIdx, apartmentName: apartment.name, dong: '101', ho: '1203', pyeong: 25, moveInDate: visitDay(20), household: { adults: 2, children: 0, pets: 0, allergies: false }, priorities: [], alreadyBooked: [], summary: '입주 계획이에요.\n한 줄 더 있어요.', summarySource: 'template' })
      .returning();
    const [planLine] = await t.db
      .insert(moveInPlanLines)
      .values({ applicationIdx: plan!.applicationIdx, step: 1, ruleCode: 'cleaning', categoryCode: finished.item.category.code, categoryName: finished.item.category.name, itemIdx, itemName: finished.item.item.name, thumbnailUrl: finished.item.item.thumbnailUrl, partnerIdx: finished.item.partner.partnerIdx, companyName: finished.item.partner.companyName, price: 360_000, regularPrice: 400_000, visitDate: visitDay(15), visitHour: 9, reason: '입주 전에 청소해요.' })
      .returning();
    const [push] = await t.db
      .insert(residentPushes)
      .values({ residentIdx: owner, kind: 'service', noticeKey: unique('auth-'), title: '결제가 완료되었어요', body: '입주청소' })
      .returning();

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
      { name: '입주 예약 of a home', theirs: home!.homeIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/reservation?homeIdx=${id}` }) },
      { name: '입주 예약 booking', theirs: home!.homeIdx, unknown: UNKNOWN, request: (id) => ({ method: 'POST', url: '/reservation', payload: { homeIdx: id, cancel: true } }) },
      { name: '화재보험 request for a home', theirs: home!.homeIdx, unknown: UNKNOWN, request: (id) => ({ method: 'POST', url: '/residents/fire_insurance_request', payload: { homeIdx: id, coverages: ['building'], consent: true, requestKey: `stranger-${id}` } }) },
      { name: '화재보험 request cancel', theirs: fireRequest!.requestIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PATCH', url: `/residents/fire_insurance_request/${id}/cancel` }) },
      { name: 'notification click', theirs: push!.pushIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PATCH', url: `/residents/pushs/${id}/click` }) },
      { name: 'cart delete', theirs: cart.cartIdx, unknown: UNKNOWN, request: (id) => ({ method: 'DELETE', url: '/carts', payload: { ids: [id] } }) },
      { name: '입주 계획', theirs: plan!.applicationIdx, unknown: UNKNOWN, request: (id) => ({ method: 'GET', url: `/ai-recommend/${id}` }) },
      { name: '입주 계획 line move', theirs: plan!.applicationIdx, unknown: UNKNOWN, request: (id) => ({ method: 'PATCH', url: `/ai-recommend/${id}/lines/${planLine!.lineIdx}`, payload: { dropped: true } }) },
      { name: '입주 계획 전부 담기', theirs: plan!.applicationIdx, unknown: UNKNOWN, request: (id) => ({ method: 'POST', url: `/ai-recommend/${id}/cart`, payload: {} }) },
      { name: '입주 계획 상담 요청', theirs: plan!.applicationIdx, unknown: UNKNOWN, request: (id) => ({ method: 'POST', url: `/ai-recommend/${id}/consult` }) },
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
    const [pushNow] = await t.db.select().from(residentPushes).where(eq(residentPushes.pushIdx, push!.pushIdx));
    expect(pushNow).toMatchObject({ readAt: null, clickedAt: null });
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
    expect(await t.db.select().from(moveInReservations).where(eq(moveInReservations.homeIdx, home!.homeIdx))).toEqual([]);
    const [fireNow] = await t.db.select().from(fireInsuranceRequests).where(eq(fireInsuranceRequests.residentIdx, owner));
    expect(fireNow).toMatchObject({ requestIdx: fireRequest!.requestIdx, status: 'received' });
    const [planLineNow] = await t.db.select().from(moveInPlanLines).where(eq(moveInPlanLines.lineIdx, planLine!.lineIdx));
    expect(planLineNow).toMatchObject({ dropped: false, cartIdx: null, cartClaimedAt: null });
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
