import {
  addDays,
  compareYmd,
  ENTRY_METHOD_LABELS,
  entryMethodNeedsCode,
  formatPhone,
  PARKING_LABELS,
  seoulToday,
  thirdPartyConsentText,
  type EntryMethod,
  type OrderVisit,
  type ParkingOption,
  type PartnerEntryCode,
  type PartnerVisit,
  type VisitCheck,
  type VisitDetails,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { asPartner, authorize } from '../../lib/authorize';
import { cartLinesNotFound, invalidField, notFound } from '../../lib/errors';
import { createSecretBox } from '../../lib/secret-box';
import * as repo from './visits.repository';

/**
 * The visit details of orders (방문 정보, docs/COMMERCE.md): written with the order, read by the resident
 * (the 공동현관 비밀번호 only masked) and by the company the line was sold to, which may read the code itself
 * from the day before the visit until the work is done; every read is logged. The code is erased when the
 * order ends (eraseEntryCodeIfEnded, in the transaction of the last status move) and by a nightly sweep.
 */

/** The day before the visit (Asia/Seoul) until the work is done; never while the date is undecided. */
export function entryCodeWindow(line: { status: string; visitDate: string | null }, today = seoulToday()) {
  const from = line.visitDate ? addDays(line.visitDate, -1) : null;
  const working = line.status === 'awaiting_work' || line.status === 'in_progress';
  return { from, open: working && from !== null && compareYmd(today, from) >= 0 };
}

/** Erases the order's 공동현관 비밀번호 when none of its lines is still going on (call in the moving transaction). */
export async function eraseEntryCodeIfEnded(tx: DbOrTx, orderIdx: number, movedTo: string): Promise<void> {
  // Lines just moved to a live status (a payment's 결제완료) keep the order live: nothing can be erased, so
  // the statement is not sent (issue 14: every checkout made this move).
  if ((repo.LIVE_LINE_STATUSES as readonly string[]).includes(movedTo)) return;
  await repo.eraseEndedCodes(tx, orderIdx);
}

const withoutPhone = <T extends { contactPhone: string }>({ contactPhone: _phone, ...rest }: T) => rest;

const maskOf = (length: number | null) => '•'.repeat(Math.max(4, length ?? 4));

/** What the resident and the company both read of a visit: the contact, how to get in and park, the request. */
function visitDetailsOf(visit: { contactName: string; contactPhone: string; entryMethod: string; parking: string; request: string | null }) {
  const entryMethod = visit.entryMethod as EntryMethod;
  const parking = visit.parking as ParkingOption;
  return {
    contactName: visit.contactName,
    contactPhone: formatPhone(visit.contactPhone),
    entryMethod,
    entryMethodLabel: ENTRY_METHOD_LABELS[entryMethod],
    parking,
    parkingLabel: PARKING_LABELS[parking],
    request: visit.request,
  };
}

/** The visit details of orders as their resident reads them, by orderIdx (one query for any number). */
export async function readOrderVisits(
  db: DbOrTx,
  orders: ReadonlyArray<{ orderIdx: number; dong: string | null; ho: string | null }>,
  lines: ReadonlyArray<{ orderIdx: number; apartmentName: string | null }>,
): Promise<Map<number, OrderVisit>> {
  const rows = await repo.listVisitsWithReads(db, orders.map((o) => o.orderIdx));
  const result = new Map<number, OrderVisit>();
  for (const { visit, readAt, companyName } of rows) {
    const read = readAt && companyName ? [{ companyName, readAt: readAt.toISOString() }] : [];
    const seen = result.get(visit.orderIdx);
    if (seen) {
      seen.entryCodeReads.push(...read);
      continue;
    }
    const order = orders.find((o) => o.orderIdx === visit.orderIdx)!;
    result.set(visit.orderIdx, {
      complexName: lines.find((l) => l.orderIdx === visit.orderIdx && l.apartmentName !== null)?.apartmentName ?? null,
      dong: order.dong,
      ho: order.ho,
      ...visitDetailsOf(visit),
      entryCodeMasked: visit.entryCodeCipher ? maskOf(visit.entryCodeLength) : null,
      entryCodeErased: visit.entryCodeErasedAt !== null,
      entryCodeReads: read,
      consent: { agreedAt: visit.consentAt.toISOString(), companies: visit.consentCompanies, text: visit.consentText },
    });
  }
  return result;
}

export type PreparedVisit = Omit<Parameters<typeof repo.insertVisit>[1], 'orderIdx'>;

const uniqueNames = (names: readonly string[]) => [...new Set(names)];

export function createVisitsService(deps: AppDeps) {
  const { db } = deps;
  const box = createSecretBox(deps.config.visitCodeSecret);

  /** A company's own line with its visit details; another company's (or none) is a missing order. */
  async function partnerLine(partnerIdx: number, lineIdx: number) {
    return authorize(asPartner(partnerIdx), await repo.findLineVisit(db, lineIdx), (r) => ({ partnerIdx: r.line.partnerIdx }), '주문');
  }

  return {
    /**
     * POST /billings/visit-check: the companies that receive the visit details (for the consent) and the
     * cart lines that repeat a live booking of the same service for the same home on the same day.
     */
    async check(residentIdx: number, body: { cartIdxs: number[]; dong?: string; ho?: string }): Promise<VisitCheck> {
      const lines = await repo.findCartLines(db, residentIdx, body.cartIdxs);
      // Lines of another resident's cart (or gone) are refused as payment would refuse them, not left out.
      if (lines.length !== new Set(body.cartIdxs).size) throw cartLinesNotFound('cartIdxs');
      const companies = uniqueNames(lines.map((l) => l.companyName));
      const bookings = await repo.findLiveBookings(db, residentIdx, [...new Set(lines.map((l) => l.itemIdx))]);
      const sameUnit = (b: { dong: string | null; ho: string | null }) =>
        body.dong === undefined || body.ho === undefined || b.dong === null || (b.dong === body.dong && b.ho === body.ho);
      const duplicates = lines.flatMap((l) => {
        const twin = bookings.find(
          (b) => l.visitDate !== null && b.itemIdx === l.itemIdx && b.visitDate === l.visitDate && b.apartmentIdx === l.apartmentIdx && sameUnit(b),
        );
        return twin ? [{ cartIdx: l.cartIdx, itemName: l.itemName, visitDate: l.visitDate!, merchantUid: twin.merchantUid }] : [];
      });
      return { companies, consentText: thirdPartyConsentText(companies), duplicates };
    },

    /**
     * What POST /billings/init stores with the order (before its transaction: nothing is written here):
     * the contact (the buyer's own when not given), the sealed code when the entry method needs one, and
     * the consent with the companies of the lines, word for word as the payment page showed it.
     */
    prepare(visit: VisitDetails, companies: readonly string[], buyer: { name: string | null; phone: string | null } | undefined): PreparedVisit {
      const contactName = visit.contactName ?? buyer?.name ?? null;
      const contactPhone = visit.contactPhone ?? buyer?.phone ?? null;
      if (!contactName) throw invalidField('visit.contactName', '방문 연락처의 이름을 입력해 주세요.');
      if (!contactPhone) throw invalidField('visit.contactPhone', '방문 연락처의 휴대폰 번호를 입력해 주세요.');
      const code = entryMethodNeedsCode(visit.entryMethod) ? visit.entryCode ?? null : null;
      const names = uniqueNames(companies);
      return {
        contactName,
        contactPhone,
        entryMethod: visit.entryMethod,
        entryCodeCipher: code ? box.seal(code) : null,
        entryCodeLength: code ? code.length : null,
        parking: visit.parking,
        request: visit.request ? visit.request : null,
        consentAt: new Date(),
        consentCompanies: names,
        consentText: thirdPartyConsentText(names),
      };
    },

    async record(tx: DbOrTx, orderIdx: number, prepared: PreparedVisit): Promise<void> {
      await repo.insertVisit(tx, { orderIdx, ...prepared });
    },

    /** GET /partner/orders/{lineIdx}/visit: where and how to visit (the code has its own, logged read). */
    async partnerVisit(partnerIdx: number, lineIdx: number): Promise<PartnerVisit> {
      const { line, order, visit, address } = await partnerLine(partnerIdx, lineIdx);
      const window = entryCodeWindow(line);
      return {
        lineIdx,
        complexName: line.apartmentName,
        address,
        dong: order.dong,
        ho: order.ho,
        // Not the contact's phone: the company calls through the job's 050 안심번호 (docs/PARTNER.md).
        ...withoutPhone(visitDetailsOf(visit)),
        entryCodeAvailableFrom: visit.entryCodeCipher ? window.from : null,
        entryCodeReadable: visit.entryCodeCipher !== null && window.open,
      };
    },

    /**
     * GET /partner/orders/{lineIdx}/entry-code: the code, for the company the line was sold to, from the day
     * before the visit until the work is done; the read is logged in the same transaction. Outside the
     * window, erased, or not the caller's line: the same 404 as a missing order.
     */
    async partnerEntryCode(partnerIdx: number, accountIdx: number | null, lineIdx: number): Promise<PartnerEntryCode> {
      const { line } = await partnerLine(partnerIdx, lineIdx);
      if (!entryCodeWindow(line).open) throw notFound('주문');
      return db.transaction(async (tx) => {
        const sealed = await repo.lockSealedCode(tx, line.orderIdx);
        if (!sealed) throw notFound('주문');
        const read = await repo.insertRead(tx, { orderIdx: line.orderIdx, lineIdx, partnerIdx, accountIdx });
        return {
          lineIdx,
          entryCode: box.open(sealed),
          readAt: read.readAt.toISOString(),
          message: '확인한 기록이 입주민에게 보여요. 방문이 끝나면 비밀번호는 지워져요.',
        };
      });
    },

    /** The nightly job: erases the codes of orders that ended without passing through a status move here. */
    async sweep(): Promise<number> {
      return repo.eraseEndedCodes(db);
    },
  };
}
export type VisitsService = ReturnType<typeof createVisitsService>;
