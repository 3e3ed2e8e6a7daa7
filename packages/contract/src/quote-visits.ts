import { z } from 'zod';
import { phoneNumber } from './auth';
import { idValue, tzValue, visitHour, ymdDate } from './fields';
import { formatWon } from './won';

/**
 * 방문 견적 (SPEC section 7 "Reservations": POST/GET /reserve, PUT /reserve/{reservationUid}/cancel, PUT
 * /reserve/date): a free on-site visit for a service priced after the company has seen the home, the
 * company's price proposal, and the cart line made from it. Decisions: docs/RESIDENT-SERVICES.md, "방문 견적".
 */

export const QUOTE_VISIT_STATUSES = ['booked', 'cancelled', 'proposed', 'accepted', 'expired'] as const;
export type QuoteVisitStatus = (typeof QUOTE_VISIT_STATUSES)[number];

/** How each state reads to a resident and a company. 'expired' is a proposal past its 유효기간 (never stored). */
export const QUOTE_VISIT_STATUS_LABELS: Record<QuoteVisitStatus, string> = {
  booked: '방문 예정',
  cancelled: '예약 취소',
  proposed: '견적 도착',
  accepted: '장바구니에 담음',
  expired: '견적 기간 지남',
};

/** A proposal may be valid for at most this many days from the day it is made (Asia/Seoul). */
export const QUOTE_VALID_DAYS_MAX = 90;
export const QUOTE_AMOUNT_MIN = 1_000;
export const QUOTE_AMOUNT_MAX = 100_000_000;
export const QUOTE_COVERS_MAX = 300;
export const QUOTE_REQUEST_MAX = 200;

const RESERVATION_UID_FORMAT = '예약번호(reservationUid) 형식이 올바르지 않아요.';

/** What POST /reserve makes is qv_ and 16 hex digits; any 6 to 64 letters, digits, '-' and '_' are looked up (404 when none). */
export const reservationUid = z
  .string({ error: '예약번호(reservationUid)를 입력해 주세요.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: RESERVATION_UID_FORMAT });

export const reservationUidPath = z.object({ reservationUid });

const contactName = z
  .string({ error: '방문 연락처의 이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '방문 연락처의 이름을 입력해 주세요.' })
  .max(20, { error: '방문 연락처의 이름은 20자까지 입력해 주세요.' })
  .regex(/^[가-힣a-zA-Z\s]+$/, { error: '방문 연락처의 이름은 한글이나 영문으로 입력해 주세요.' });

export const reserveBody = z.object(
  {
    itemIdx: idValue('서비스 번호').describe('방문 견적 서비스 (quoteOnVisit인 상품)'),
    homeIdx: idValue('집 번호').describe('방문할 집 (GET /residents/home의 집, 동·호수가 있어야 해요)'),
    tz: tzValue.describe('방문일 (YYYY-MM-DD, 미정은 안 돼요)'),
    time: visitHour.nullable().optional().describe('방문 시간 (상품의 방문 시간 중 하나, 해피콜 상품은 없음)'),
    contactName: contactName.describe('업체가 연락할 사람'),
    contactPhone: z.string({ error: '방문 연락처의 휴대폰 번호를 입력해 주세요.' }).pipe(phoneNumber),
    request: z
      .string()
      .trim()
      .max(QUOTE_REQUEST_MAX, { error: `업체에 요청할 내용은 ${QUOTE_REQUEST_MAX}자까지 적어 주세요.` })
      .optional()
      .describe('업체에 남길 말 (견적 받을 곳, 원하는 제품 등)'),
  },
  { error: '방문 견적 예약 내용을 보내 주세요.' },
);
export type ReserveBody = z.input<typeof reserveBody>;

export const reserveDateBody = z.object(
  {
    reservationUid,
    tz: tzValue.describe('새 방문일 (YYYY-MM-DD)'),
    time: visitHour.nullable().optional(),
  },
  { error: '바꿀 예약과 날짜를 보내 주세요.' },
);
export type ReserveDateBody = z.input<typeof reserveDateBody>;

export const quoteProposal = z.object({
  amount: z.number().int().describe('견적 금액 (원)'),
  covers: z.string().describe('견적에 포함된 것'),
  validUntil: z.string().describe('YYYY-MM-DD, 이 날까지 장바구니에 담을 수 있어요'),
  proposedAt: z.string(),
  expired: z.boolean(),
});
export type QuoteProposal = z.infer<typeof quoteProposal>;

export const quoteVisit = z.object({
  reservationUid: z.string(),
  status: z.enum(QUOTE_VISIT_STATUSES),
  statusLabel: z.string(),
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int().nullable(),
  contactName: z.string(),
  contactPhone: z.string().describe('010-1234-5678'),
  request: z.string().nullable(),
  visitDate: z.string(),
  visitHour: z.number().int().nullable(),
  visitLabel: z.string().describe('2026.12.05 (토) 오전 9시'),
  /** The item's visit hours (the date modal's time step). */
  visitTimes: z.array(z.object({ hour: z.number().int().nullable(), label: z.string() })),
  canCancel: z.boolean(),
  canChangeDate: z.boolean(),
  /** Why the date cannot be changed now (null: it can), in the words of the order rule. */
  dateChangeRefusal: z.string().nullable(),
  proposal: quoteProposal.nullable(),
  /** The cart line made from the proposal, while it is in the cart. */
  cartIdx: z.number().int().nullable(),
  createdAt: z.string(),
});
export type QuoteVisit = z.infer<typeof quoteVisit>;

export const quoteVisitList = z.object({ reservations: z.array(quoteVisit) });

export const quoteToCartResult = z.object({ cartIdx: z.number().int(), count: z.number().int().describe('장바구니 개수') });

// The company's side.

/**
 * The company sees the contact's name but not their phone: it calls through the visit's 050 안심번호
 * (GET /partner/reserve/{reservationUid}/get_vn), as it does for orders.
 */
export const partnerQuoteVisit = quoteVisit
  .omit({ canCancel: true, canChangeDate: true, dateChangeRefusal: true, cartIdx: true, visitTimes: true, contactPhone: true })
  .extend({
    residentName: z.string(),
    canPropose: z.boolean(),
    canCall: z.boolean().describe('지금 안심번호로 전화할 수 있는지 (취소됐거나 방문 다음 날이 지나면 false)'),
  });
export type PartnerQuoteVisit = z.infer<typeof partnerQuoteVisit>;
export const partnerQuoteVisitList = z.object({ reservations: z.array(partnerQuoteVisit) });

export const proposeQuoteBody = z.object(
  {
    amount: z
      .number({ error: '견적 금액을 숫자로 입력해 주세요.' })
      .int({ error: '견적 금액은 원 단위 정수로 입력해 주세요.' })
      .min(QUOTE_AMOUNT_MIN, { error: `견적 금액은 ${formatWon(QUOTE_AMOUNT_MIN)} 이상으로 입력해 주세요.` })
      .max(QUOTE_AMOUNT_MAX, { error: `견적 금액은 ${formatWon(QUOTE_AMOUNT_MAX)} 이하로 입력해 주세요.` }),
    covers: z
      .string({ error: '견적에 포함된 내용을 적어 주세요.' })
      .trim()
      .min(2, { error: '견적에 포함된 내용을 적어 주세요.' })
      .max(QUOTE_COVERS_MAX, { error: `견적에 포함된 내용은 ${QUOTE_COVERS_MAX}자까지 적어 주세요.` }),
    validUntil: ymdDate('견적 유효기간'),
  },
  { error: '견적 금액과 내용, 유효기간을 보내 주세요.' },
);
export type ProposeQuoteBody = z.input<typeof proposeQuoteBody>;
