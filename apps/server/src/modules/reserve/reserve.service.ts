import { randomBytes } from 'node:crypto';
import {
  addDays,
  compareYmd,
  formatWon,
  formatYmd,
  QUOTE_VALID_DAYS_MAX,
  seoulToday,
  UNDECIDED,
  visitTimeSetFor,
  withJosa,
  type CallNumber,
  type PartnerQuoteVisit,
  type QuoteVisit,
  type RefundPolicy,
} from '@ipju/contract';
import type { z } from 'zod';
import type { proposeQuoteBody, reserveBody, reserveDateBody } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { asPartner, asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { dispatchNotices, queuePartnerNotice, queueResidentNotice, residentPhone } from '../../lib/notifications';
import { companyPhoneDigits, endVirtualNumber, toCallNumber } from '../../lib/virtual-numbers';
import { insertQuotedCartLine } from '../cart';
import type { ItemsService } from '../items';
import { dateChangeRule, loadRefundPolicies, quoteCancel, refundPoliciesOf } from '../refund-policies';
import { holdSlots, parseVisitChoice, releaseSlot, type SlotRef } from '../schedule';
import { quoteCallExpiry, quoteCallRefusal } from './reserve.calls';
import { toPartnerQuoteVisit, toQuoteVisit, visitLabelOf } from './reserve.mapper';
import * as repo from './reserve.repository';
import type { QuoteVisitRow } from './reserve.repository';

type ReserveInput = z.output<typeof reserveBody>;
type ReserveDateInput = z.output<typeof reserveDateBody>;
type ProposeInput = z.output<typeof proposeQuoteBody>;

/** Where a resident's notices about quote visits open, and the company's. */
export const RESERVE_PATH = '/reserve';
export const PARTNER_QUOTES_PATH = '/partner/quotes';

const MISSING = '방문 견적 예약';
const newReservationUid = () => `qv_${randomBytes(8).toString('hex')}`;
const slotOf = (v: Pick<QuoteVisitRow, 'partnerIdx' | 'visitDate' | 'visitHour'>): SlotRef => ({
  partnerIdx: v.partnerIdx,
  visitDate: v.visitDate,
  visitHour: v.visitHour,
});

/** Why a quote visit in this state cannot be cancelled or moved by the resident (null: it is still booked). */
function notBookedReason(status: QuoteVisitRow['status'], doing: '취소할' | '날짜를 바꿀'): string | null {
  switch (status) {
    case 'booked':
      return null;
    case 'cancelled':
      return '이미 취소된 방문 견적이에요.';
    case 'proposed':
    case 'accepted':
      return `방문이 끝나 견적을 받은 예약은 ${doing} 수 없어요.`;
  }
}

/**
 * The calendar rules of orders, applied to a booked quote visit as to a booked service that has not started
 * (order status 'awaiting_work'): the category's date-change limit (dateChangeRule) and the cancel rule
 * (quoteCancel; a quote visit is free, so nothing is charged or refunded). One source: refund-policies.
 */
export function quoteVisitRules(visit: Pick<QuoteVisitRow, 'status' | 'visitDate'>, policy: RefundPolicy, today: string) {
  const asLine = { status: 'awaiting_work' as const, visitDate: visit.visitDate, dateUndecided: false };
  const cancelRefusal =
    notBookedReason(visit.status, '취소할') ??
    quoteCancel(policy, { ...asLine, pointsUsed: 0, payAmount: 0, refundedAmount: 0, refundPending: false }, today).reason;
  const dateChangeRefusal = notBookedReason(visit.status, '날짜를 바꿀') ?? dateChangeRule(policy, asLine, today).reason;
  return { canCancel: cancelRefusal === null, cancelRefusal, dateChangeRefusal };
}

/** Whether the company may send (or revise) its proposal today: after the visit, before the resident used it. */
export function proposeRefusal(visit: Pick<QuoteVisitRow, 'status' | 'visitDate'>, today: string): string | null {
  if (visit.status === 'cancelled') return '취소된 방문 견적이에요.';
  if (visit.status === 'accepted') return '고객이 이미 견적을 장바구니에 담아서 바꿀 수 없어요.';
  if (compareYmd(today, visit.visitDate) < 0) return `방문일인 ${formatYmd(visit.visitDate)} 전에는 견적을 보낼 수 없어요. 방문한 뒤에 보내 주세요.`;
  return null;
}

/** Whether the open proposal is already this quote (nothing to change, nothing to send). */
function isSameQuote(visit: QuoteVisitRow, input: ProposeInput): boolean {
  return visit.status === 'proposed' && visit.quoteAmount === input.amount && visit.quoteCovers === input.covers && visit.quoteValidUntil === input.validUntil;
}

export function createReserveService(deps: AppDeps, { items }: { items: ItemsService }) {
  const { db, jobs } = deps;

  /** The visit's date and hour from tz / time by the item's visit times and the calendar rule; never undecided. */
  function parseDate(input: { tz: string; time?: number | null }, visitTimeSet: Parameters<typeof parseVisitChoice>[1]) {
    if (input.tz === UNDECIDED) throw invalidField('tz', '방문 견적은 방문일을 정해서 예약해 주세요.');
    const visit = parseVisitChoice(input, visitTimeSet);
    return { visitDate: visit.visitDate!, visitHour: visit.visitHour };
  }

  /** Holds the visit's slot like an order line's (claim first, conditional increment); 409 naming tz when full or closed. */
  async function holdVisit(tx: DbOrTx, slot: SlotRef) {
    const held = await holdSlots(tx, [slot]);
    if (held.ok) return;
    const when = visitLabelOf(slot);
    throw new AppError(
      'CONFLICT',
      held.state === 'closed' ? `${formatYmd(slot.visitDate)}에는 업체가 쉬어요. 다른 날짜를 골라 주세요.` : `${when} 예약이 마감되었어요. 다른 날짜나 시간을 골라 주세요.`,
      [{ field: 'tz', message: '예약할 수 없는 날짜예요.' }],
    );
  }

  async function notifyResident(tx: DbOrTx, visit: QuoteVisitRow, title: string, body: string) {
    await queueResidentNotice(tx, { residentIdx: visit.residentIdx, phone: await residentPhone(tx, visit.residentIdx), title, body, link: RESERVE_PATH });
  }

  async function shownForResident(quoteVisitIdx: number): Promise<QuoteVisit> {
    const shown = (await repo.findShown(db, quoteVisitIdx))!;
    const today = seoulToday();
    const policy = (await refundPoliciesOf(db, [shown.categoryCode])).get(shown.categoryCode)!;
    return toQuoteVisit(shown, today, quoteVisitRules(shown.visit, policy, today));
  }

  /** Locks the resident's own quote visit (another's, or none, is the same 404). */
  async function ownVisit(tx: DbOrTx, residentIdx: number, reservationUid: string) {
    return authorize(asResident(residentIdx), await repo.lockByUid(tx, reservationUid), residentOwned, MISSING);
  }

  return {
    /** POST /reserve: books the free visit into the company's calendar for one of the resident's homes. */
    async book(residentIdx: number, input: ReserveInput): Promise<QuoteVisit> {
      const item = (await items.itemSummaries([input.itemIdx])).get(input.itemIdx);
      if (!item?.sellable) throw new AppError('NOT_FOUND', '서비스를 찾을 수 없어요. 판매가 끝났거나 없는 서비스예요.');
      if (!item.quoteOnVisit) throw invalidField('itemIdx', '방문 견적 없이 가격이 정해진 서비스예요. 상품 페이지에서 장바구니에 담아 주세요.');
      const { visitDate, visitHour } = parseDate(input, item.visitTimeSet);
      const home = authorize(asResident(residentIdx), await repo.findHome(db, input.homeIdx), residentOwned, '집');
      if (!home.dong || !home.ho) throw invalidField('homeIdx', '방문할 집의 동·호수를 먼저 등록해 주세요.');
      const idx = await db.transaction(async (tx) => {
        await holdVisit(tx, { partnerIdx: item.partnerIdx, visitDate, visitHour });
        const visit = await repo.insertQuoteVisit(tx, {
          reservationUid: newReservationUid(),
          residentIdx,
          partnerIdx: item.partnerIdx,
          itemIdx: item.itemIdx,
          homeIdx: home.homeIdx,
          apartmentIdx: home.apartmentIdx,
          pyeong: home.pyeong,
          dong: home.dong!,
          ho: home.ho!,
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          request: input.request || null,
          visitDate,
          visitHour,
        });
        const when = visitLabelOf(visit);
        await notifyResident(tx, visit, '방문 견적을 예약했어요', `${item.companyName} ${item.name} 무료 방문 견적: ${when}\n방문한 뒤 업체가 견적을 보내 드려요.`);
        await queuePartnerNotice(tx, {
          partnerIdx: item.partnerIdx,
          kind: 'new_order',
          title: '방문 견적 예약이 들어왔어요',
          body: `${item.name} 방문 견적 · ${when} · ${home.dong}동 ${home.ho}호`,
          link: PARTNER_QUOTES_PATH,
        });
        return visit.quoteVisitIdx;
      });
      await dispatchNotices(jobs);
      return shownForResident(idx);
    },

    /** GET /reserve: the resident's quote visits, newest first. */
    async list(residentIdx: number): Promise<QuoteVisit[]> {
      const rows = await repo.listOfResident(db, residentIdx);
      const today = seoulToday();
      const policies = await refundPoliciesOf(db, [...new Set(rows.map((r) => r.categoryCode))]);
      return rows.map((r) => toQuoteVisit(r, today, quoteVisitRules(r.visit, policies.get(r.categoryCode)!, today)));
    },

    /** PUT /reserve/{reservationUid}/cancel: frees the slot; only while the visit is still to come. */
    async cancel(residentIdx: number, reservationUid: string): Promise<QuoteVisit> {
      const idx = await db.transaction(async (tx) => {
        const visit = await ownVisit(tx, residentIdx, reservationUid);
        const shown = (await repo.findShown(tx, visit.quoteVisitIdx))!;
        const policy = (await loadRefundPolicies(tx, [shown.categoryCode])).get(shown.categoryCode)!;
        const { cancelRefusal } = quoteVisitRules(visit, policy, seoulToday());
        if (cancelRefusal) throw new AppError('CONFLICT', cancelRefusal);
        if (visit.slotHeld) await releaseSlot(tx, slotOf(visit));
        const cancelled = await repo.updateQuoteVisit(tx, visit.quoteVisitIdx, { status: 'cancelled', cancelledAt: new Date(), slotHeld: false });
        await endVirtualNumber(tx, { kind: 'quote_visit', idx: visit.quoteVisitIdx });
        const when = visitLabelOf(cancelled);
        await notifyResident(tx, cancelled, '방문 견적 예약을 취소했어요', `${shown.companyName} ${shown.itemName} 방문 견적 (${when}) 예약을 취소했어요.`);
        await queuePartnerNotice(tx, {
          partnerIdx: visit.partnerIdx,
          kind: 'cancelled',
          title: '방문 견적 예약이 취소되었어요',
          body: `${shown.itemName} 방문 견적 · ${when} · ${visit.dong}동 ${visit.ho}호`,
          link: PARTNER_QUOTES_PATH,
        });
        return visit.quoteVisitIdx;
      });
      await dispatchNotices(jobs);
      return shownForResident(idx);
    },

    /** PUT /reserve/date: moves the visit (old slot released, new one held, in one transaction). */
    async changeDate(residentIdx: number, input: ReserveDateInput): Promise<QuoteVisit> {
      const idx = await db.transaction(async (tx) => {
        const visit = await ownVisit(tx, residentIdx, input.reservationUid);
        const shown = (await repo.findShown(tx, visit.quoteVisitIdx))!;
        const policy = (await loadRefundPolicies(tx, [shown.categoryCode])).get(shown.categoryCode)!;
        const { dateChangeRefusal } = quoteVisitRules(visit, policy, seoulToday());
        if (dateChangeRefusal) throw new AppError('CONFLICT', dateChangeRefusal);
        // The item's visit times from the row read in this transaction (a read through the items service would
        // use another connection, which an embedded one-connection database cannot give while this one is open).
        const next = parseDate(
          input,
          visitTimeSetFor({ visitTimeSet: shown.itemVisitTimeSet, categoryCode: shown.categoryCode, categoryVisitTimeSet: shown.categoryVisitTimeSet }),
        );
        if (next.visitDate === visit.visitDate && next.visitHour === visit.visitHour) return visit.quoteVisitIdx;
        const before = visitLabelOf(visit);
        if (visit.slotHeld) await releaseSlot(tx, slotOf(visit));
        await holdVisit(tx, { partnerIdx: visit.partnerIdx, ...next });
        const moved = await repo.updateQuoteVisit(tx, visit.quoteVisitIdx, { ...next, slotHeld: true });
        const after = visitLabelOf(moved);
        await notifyResident(tx, moved, '방문 견적 일정을 바꿨어요', `${shown.companyName} ${shown.itemName} 방문 견적: ${before} → ${after}`);
        await queuePartnerNotice(tx, {
          partnerIdx: visit.partnerIdx,
          kind: 'date_change',
          title: '방문 견적 일정이 바뀌었어요',
          body: `${shown.itemName} 방문 견적 · ${before} → ${after} · ${visit.dong}동 ${visit.ho}호`,
          link: PARTNER_QUOTES_PATH,
        });
        return visit.quoteVisitIdx;
      });
      await dispatchNotices(jobs);
      return shownForResident(idx);
    },

    /**
     * POST /reserve/{reservationUid}/cart: the proposal becomes a cart line at the quoted amount, once: the row
     * lock and the conditional 'proposed' -> 'accepted' let one request win; the cart's unique index on the
     * quote holds it as well.
     */
    async toCart(residentIdx: number, reservationUid: string): Promise<{ cartIdx: number; count: number }> {
      return db.transaction(async (tx) => {
        const visit = await ownVisit(tx, residentIdx, reservationUid);
        if (visit.status === 'accepted') throw new AppError('CONFLICT', '이미 장바구니에 담은 견적이에요. 장바구니에서 확인해 주세요.');
        if (visit.status === 'booked') throw new AppError('CONFLICT', '아직 업체의 견적이 오지 않았어요. 방문한 뒤에 견적을 보내 드려요.');
        if (visit.status === 'cancelled') throw new AppError('CONFLICT', '취소된 방문 견적이에요.');
        if (compareYmd(seoulToday(), visit.quoteValidUntil!) > 0) {
          throw new AppError('CONFLICT', `견적 유효기간(${formatYmd(visit.quoteValidUntil!)})이 지났어요. 업체에 새 견적을 요청해 주세요.`);
        }
        const claimed = await repo.claimProposal(tx, visit.quoteVisitIdx);
        if (!claimed) throw new AppError('CONFLICT', '이미 장바구니에 담은 견적이에요. 장바구니에서 확인해 주세요.');
        return insertQuotedCartLine(tx, {
          residentIdx,
          itemIdx: visit.itemIdx,
          apartmentIdx: visit.apartmentIdx,
          pyeong: visit.pyeong,
          quoteVisitIdx: visit.quoteVisitIdx,
          amount: claimed.quoteAmount!,
        });
      });
    },

    /**
     * GET /partner/reserve/{reservationUid}/get_vn: the visit's 050 안심번호 for the company to call the contact
     * (opened on first ask; one per visit; ends when the visit is cancelled or the day after it is over).
     */
    async partnerCallNumber(partnerIdx: number, reservationUid: string): Promise<CallNumber> {
      const visit = authorize(asPartner(partnerIdx), await repo.findByUid(db, reservationUid), (v) => ({ partnerIdx: v.partnerIdx }), MISSING);
      const refusal = quoteCallRefusal(visit);
      if (refusal) throw new AppError('CONFLICT', refusal);
      const grant = await deps.virtualNumbers.numberFor(
        { kind: 'quote_visit', idx: visit.quoteVisitIdx },
        { partnerIdx, partnerPhone: await companyPhoneDigits(db, partnerIdx), residentPhone: visit.contactPhone.replace(/\D/g, '') },
        quoteCallExpiry(visit),
      );
      return toCallNumber(grant);
    },

    /** GET /partner/reserve: the company's quote visits. */
    async partnerList(partnerIdx: number): Promise<PartnerQuoteVisit[]> {
      const today = seoulToday();
      return (await repo.listOfPartner(db, partnerIdx)).map((r) => toPartnerQuoteVisit(r, today, proposeRefusal(r.visit, today) === null));
    },

    /**
     * PUT /partner/reserve/{reservationUid}/proposal: the price after the visit (a new one replaces an unused one).
     * The quote already sent, again (the same amount, covers and 유효기간: a double tap, a retried request), is
     * answered with the one sent and tells the resident nothing again; the visit's row is locked first, so of
     * concurrent identical sends one writes and notifies, and the others find it sent.
     */
    async propose(partnerIdx: number, reservationUid: string, input: ProposeInput): Promise<PartnerQuoteVisit> {
      const today = seoulToday();
      const idx = await db.transaction(async (tx) => {
        const visit = authorize(asPartner(partnerIdx), await repo.lockByUid(tx, reservationUid), (v) => ({ partnerIdx: v.partnerIdx }), MISSING);
        const refusal = proposeRefusal(visit, today);
        if (refusal) throw new AppError('CONFLICT', refusal);
        const last = addDays(today, QUOTE_VALID_DAYS_MAX);
        if (compareYmd(input.validUntil, today) < 0 || compareYmd(input.validUntil, last) > 0) {
          throw invalidField('validUntil', `견적 유효기간은 오늘부터 ${formatYmd(last)}까지로 정해 주세요.`);
        }
        if (isSameQuote(visit, input)) return visit.quoteVisitIdx;
        const proposed = await repo.updateQuoteVisit(tx, visit.quoteVisitIdx, {
          status: 'proposed',
          quoteAmount: input.amount,
          quoteCovers: input.covers,
          quoteValidUntil: input.validUntil,
          proposedAt: new Date(),
        });
        const shown = (await repo.findShown(tx, visit.quoteVisitIdx))!;
        await notifyResident(
          tx,
          proposed,
          '방문 견적이 도착했어요',
          `${shown.companyName} ${withJosa(shown.itemName, '이/가')} 견적을 보냈어요: ${formatWon(input.amount)} (${input.covers})\n${formatYmd(input.validUntil)}까지 장바구니에 담을 수 있어요.`,
        );
        return visit.quoteVisitIdx;
      });
      await dispatchNotices(jobs);
      return toPartnerQuoteVisit((await repo.findShown(db, idx))!, today, false);
    },

    /**
     * Demo mode only: the company brings a booked visit to today (the old slot released, today's held when it
     * has room, else the visit is agreed outside the calendar and holds none), so a proposal can be tried at
     * once instead of on the booked day.
     */
    async demoVisitToday(partnerIdx: number, reservationUid: string): Promise<PartnerQuoteVisit> {
      const today = seoulToday();
      const idx = await db.transaction(async (tx) => {
        const visit = authorize(asPartner(partnerIdx), await repo.lockByUid(tx, reservationUid), (v) => ({ partnerIdx: v.partnerIdx }), MISSING);
        if (visit.status !== 'booked') throw new AppError('CONFLICT', '방문 예정인 예약만 오늘로 옮길 수 있어요.');
        if (visit.visitDate === today) return visit.quoteVisitIdx;
        if (visit.slotHeld) await releaseSlot(tx, slotOf(visit));
        const held = await holdSlots(tx, [{ partnerIdx, visitDate: today, visitHour: visit.visitHour }]);
        await repo.updateQuoteVisit(tx, visit.quoteVisitIdx, { visitDate: today, slotHeld: held.ok });
        return visit.quoteVisitIdx;
      });
      return toPartnerQuoteVisit((await repo.findShown(db, idx))!, today, true);
    },
  };
}

export type ReserveService = ReturnType<typeof createReserveService>;
