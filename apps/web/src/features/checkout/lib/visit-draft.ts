import { ENTRY_METHODS, PARKING_OPTIONS, type CartLine, type EntryMethod, type ParkingOption } from '@ipju/contract';
import { readDraft, removeDraft, writeDraft } from '../../../lib/stored-draft';

/**
 * The payment page's 방문 정보 as the resident typed it (동·호, contact, 출입 방법 with the 공동현관 비밀번호, 주차,
 * 요청 사항), kept for the visit: a cancelled or failed payment window sends the services back to the cart as
 * new cart lines, and 결제하기 again opens a new payment page that starts from this draft.
 *
 * Decision on the 공동현관 비밀번호 (docs/COMMERCE.md, "방문 정보 draft"): it is sensitive, so the draft lives
 * in sessionStorage only (this tab, gone when it closes; never localStorage), one draft per tab, and it is
 * removed as soon as a payment succeeds (paid or virtual account issued: the order holds the code, encrypted),
 * when the resident signs out, and the code itself is dropped from a draft not changed for an hour.
 *
 * The draft belongs to a resident and a set of services: the lines are told apart by what the cart keeps one
 * line of (item, options, complex, 평형, quote), not by cartIdx, which changes when the lines come back.
 */
export interface VisitDraftValues {
  dong: string;
  ho: string;
  contactName: string;
  contactPhone: string;
  entryMethod: EntryMethod | null;
  entryCode: string;
  parking: ParkingOption | null;
  request: string;
}

const NAME = 'checkout.visit';
/** How long a draft keeps the 공동현관 비밀번호 after it was last changed. */
export const ENTRY_CODE_KEPT_MS = 60 * 60 * 1000;

/** '12/3:1,5:7:34:|4:2:7:34:', or null while the lines are not known. */
export function visitDraftKey(residentIdx: number | null | undefined, lines: readonly CartLine[]): string | null {
  if (residentIdx == null || lines.length === 0) return null;
  const ids = lines
    .map((l) => [l.itemIdx, l.options.map((o) => o.optionIdx).sort((a, b) => a - b).join(','), l.apartment?.apartmentIdx ?? '', l.pyeong ?? '', l.quote?.reservationUid ?? ''].join(':'))
    .sort();
  return `${residentIdx}/${ids.join('|')}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft of these services, or null (none, another resident's or other services'). */
export function readVisitDraft(key: string, now = Date.now()): VisitDraftValues | null {
  const stored = readDraft('session', NAME) as { key?: unknown; savedAt?: unknown; values?: Record<string, unknown> } | null;
  if (!stored || stored.key !== key || !stored.values || typeof stored.values !== 'object') return null;
  const v = stored.values;
  const fresh = typeof stored.savedAt === 'number' && now - stored.savedAt < ENTRY_CODE_KEPT_MS;
  return {
    dong: text(v.dong),
    ho: text(v.ho),
    contactName: text(v.contactName),
    contactPhone: text(v.contactPhone),
    entryMethod: ENTRY_METHODS.includes(v.entryMethod as EntryMethod) ? (v.entryMethod as EntryMethod) : null,
    entryCode: fresh ? text(v.entryCode) : '',
    parking: PARKING_OPTIONS.includes(v.parking as ParkingOption) ? (v.parking as ParkingOption) : null,
    request: text(v.request),
  };
}

export function saveVisitDraft(key: string, values: VisitDraftValues, now = Date.now()): void {
  writeDraft('session', NAME, { key, savedAt: now, values });
}

/** After a successful payment: the order has the details now (the code encrypted on the server). */
export function forgetVisitDraft(): void {
  removeDraft('session', NAME);
}
