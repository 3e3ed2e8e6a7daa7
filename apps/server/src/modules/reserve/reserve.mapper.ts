import {
  compareYmd,
  formatPhone,
  HAPPY_CALL_LABEL,
  QUOTE_VISIT_STATUS_LABELS,
  visitTimeOptionsFor,
  visitWords,
  type PartnerQuoteVisit,
  type QuoteVisit,
  type QuoteVisitStatus,
} from '@ipju/contract';
import { quoteCallRefusal } from './reserve.calls';
import type { QuoteVisitRow, ShownQuoteVisit } from './reserve.repository';

/** A proposal past its 유효기간 (Seoul date) that was not put in the cart reads as 'expired'. */
export const proposalExpired = (visit: Pick<QuoteVisitRow, 'status' | 'quoteValidUntil'>, today: string): boolean =>
  visit.status === 'proposed' && visit.quoteValidUntil !== null && compareYmd(today, visit.quoteValidUntil) > 0;

export function statusOf(visit: QuoteVisitRow, today: string): QuoteVisitStatus {
  return proposalExpired(visit, today) ? 'expired' : visit.status;
}

/** '2026.12.05 (토) 오전 9시', or the happy-call words for an item without visit hours. */
export function visitLabelOf(visit: Pick<QuoteVisitRow, 'visitDate' | 'visitHour'>): string {
  const words = visitWords({ visitDate: visit.visitDate, visitHour: visit.visitHour });
  return visit.visitHour === null ? `${words} (${HAPPY_CALL_LABEL})` : words;
}

function common(shown: ShownQuoteVisit, today: string) {
  const { visit } = shown;
  const status = statusOf(visit, today);
  return {
    reservationUid: visit.reservationUid,
    status,
    statusLabel: QUOTE_VISIT_STATUS_LABELS[status],
    itemIdx: visit.itemIdx,
    itemName: shown.itemName,
    categoryName: shown.categoryName,
    companyName: shown.companyName,
    complexName: shown.complexName,
    dong: visit.dong,
    ho: visit.ho,
    pyeong: visit.pyeong,
    contactName: visit.contactName,
    request: visit.request,
    visitDate: visit.visitDate,
    visitHour: visit.visitHour,
    visitLabel: visitLabelOf(visit),
    proposal:
      visit.quoteAmount !== null && visit.quoteCovers !== null && visit.quoteValidUntil !== null && visit.proposedAt !== null
        ? {
            amount: visit.quoteAmount,
            covers: visit.quoteCovers,
            validUntil: visit.quoteValidUntil,
            proposedAt: visit.proposedAt.toISOString(),
            expired: proposalExpired(visit, today),
          }
        : null,
    createdAt: visit.createdAt.toISOString(),
  };
}

export function toQuoteVisit(shown: ShownQuoteVisit, today: string, rules: { dateChangeRefusal: string | null; canCancel: boolean }): QuoteVisit {
  return {
    ...common(shown, today),
    contactPhone: formatPhone(shown.visit.contactPhone),
    visitTimes: [
      ...visitTimeOptionsFor({ visitTimeSet: shown.itemVisitTimeSet, categoryCode: shown.categoryCode, categoryVisitTimeSet: shown.categoryVisitTimeSet }),
    ],
    canCancel: rules.canCancel,
    canChangeDate: rules.dateChangeRefusal === null,
    dateChangeRefusal: rules.dateChangeRefusal,
    cartIdx: shown.cartIdx,
  };
}

/** The company's view: the contact's name without their phone (calls go through the 050 number). */
export function toPartnerQuoteVisit(shown: ShownQuoteVisit, today: string, canPropose: boolean): PartnerQuoteVisit {
  return { ...common(shown, today), residentName: shown.residentName ?? '입주민', canPropose, canCall: quoteCallRefusal(shown.visit) === null };
}
