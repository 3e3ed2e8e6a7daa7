import { z } from 'zod';
import { phoneNumber } from './auth';
import { idParam, idValue, isoTime, pageQuery, ymdDate } from './fields';
import { paymentRequest } from './billing';
import { formatWon } from './won';

/**
 * Offline orders (오프라인 주문, /partner/offlines/...): a job a company sold outside ipju (a phone call, a
 * flyer), entered in the console, paid by the resident through a payment link (/pay/<token>, /linkpay/...).
 * docs/PARTNER.md "Offline orders and payment links".
 */

export const OFFLINE_ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OfflineOrderStatus = (typeof OFFLINE_ORDER_STATUSES)[number];

export const OFFLINE_ORDER_STATUS_LABELS: Record<OfflineOrderStatus, string> = {
  pending: '결제 대기',
  paid: '결제 완료',
  cancelled: '취소',
};

/**
 * What the customer's payment covers: changing any of these makes a new version of the order (older links stop
 * working and a new link is sent), and once the order is paid they cannot change at all (cancel and refund, then
 * make a new order). Everything else (name, home, visit, memo) may still change after payment. One rule for the
 * server's update and the console's edit form.
 */
export const OFFLINE_PAYMENT_FIELDS = ['phone', 'itemIdx', 'optionIdxs', 'price'] as const;
export type OfflinePaymentField = (typeof OFFLINE_PAYMENT_FIELDS)[number];

export interface OfflinePaymentTerms {
  phone: string;
  itemIdx: number;
  optionIdxs: readonly number[];
  price: number;
}

/** Whether an edit changes what the payment covers (phones compared as digits, options as a set). */
export function offlinePaymentChanged(before: OfflinePaymentTerms, after: OfflinePaymentTerms): boolean {
  const digits = (p: string) => p.replace(/\D/g, '');
  const a = new Set(before.optionIdxs);
  const b = new Set(after.optionIdxs);
  return (
    digits(before.phone) !== digits(after.phone) ||
    before.itemIdx !== after.itemIdx ||
    before.price !== after.price ||
    a.size !== b.size ||
    [...a].some((o) => !b.has(o))
  );
}

/** What the company may still change of an order: all of it before payment, all but the payment's fields after, nothing once cancelled. */
export function offlineEditable(status: OfflineOrderStatus): { any: boolean; payment: boolean } {
  return { any: status !== 'cancelled', payment: status === 'pending' };
}

/** Why the payment's fields are fixed on a paid order (the server's 409 and the edit form's note). */
export const OFFLINE_PAID_LOCK_MESSAGE = '결제가 끝난 주문은 금액, 서비스, 옵션, 연락처를 바꿀 수 없어요. 바꾸려면 주문을 취소(환불)한 뒤 새로 만들어 주세요.';

/** The company's price of an offline job, in won: at least 1,000 and at most 50,000,000. */
export const OFFLINE_PRICE_MIN = 1_000;
export const OFFLINE_PRICE_MAX = 50_000_000;

export const LINK_TYPES = ['SMS', 'ALIMTALK'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
export const LINK_TYPE_LABELS: Record<LinkType, string> = { SMS: '문자', ALIMTALK: '알림톡' };

/** The pay methods of a payment link (no virtual account: the job is usually days away). */
export const LINK_PAY_METHODS = ['card', 'kakaopay', 'naverpay'] as const;
export type LinkPayMethod = (typeof LINK_PAY_METHODS)[number];

const linkType = z.enum(LINK_TYPES, { error: '보내는 방법(linkType)은 SMS 또는 ALIMTALK 중 하나여야 해요.' });

const personName = z
  .string({ error: '고객 이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '고객 이름을 입력해 주세요.' })
  .max(30, { error: '고객 이름은 30자 이하로 입력해 주세요.' });

const unitPart = (label: string) =>
  z
    .string({ error: `${label}를 입력해 주세요.` })
    .trim()
    .min(1, { error: `${label}를 입력해 주세요.` })
    .max(10, { error: `${label}는 10자 이하로 입력해 주세요.` })
    .regex(/^[0-9A-Za-z가-힣-]+$/, { error: `${label}는 101처럼 숫자나 글자로 입력해 주세요.` });

const price = z
  .number({ error: '금액(price)을 숫자로 보내 주세요.' })
  .int({ error: '금액(price)은 원 단위 정수로 보내 주세요.' })
  .min(OFFLINE_PRICE_MIN, { error: `금액은 ${formatWon(OFFLINE_PRICE_MIN)} 이상이어야 해요.` })
  .max(OFFLINE_PRICE_MAX, { error: `금액은 ${formatWon(OFFLINE_PRICE_MAX)} 이하여야 해요.` });

const visitHourField = z
  .number({ error: '방문 시간(time)은 9처럼 시(hour) 숫자로 보내 주세요.' })
  .int({ error: '방문 시간(time)은 9처럼 시(hour) 숫자로 보내 주세요.' })
  .min(6, { error: '방문 시간(time)은 6시~21시 사이여야 해요.' })
  .max(21, { error: '방문 시간(time)은 6시~21시 사이여야 해요.' });

const memo = z.string().trim().max(500, { error: '메모는 500자 이하로 입력해 주세요.' });

/** POST /partner/offlines/order/create. */
export const offlineOrderCreateBody = z.object({
  name: personName.describe('고객 이름'),
  phone: phoneNumber,
  apartmentIdx: idValue('단지'),
  areaIdx: idValue('평형').nullable().default(null).describe('단지의 평형 (모르면 null)'),
  dong: unitPart('동'),
  ho: unitPart('호'),
  itemIdx: idValue('서비스'),
  optionIdxs: z.array(idValue('옵션'), { error: '옵션을 목록으로 보내 주세요.' }).max(20, { error: '옵션은 20개까지 고를 수 있어요.' }).default([]),
  price: price.describe('결제할 금액 (원)'),
  visitDate: ymdDate('방문일').nullable().default(null).describe('방문일 YYYY-MM-DD (미정이면 null)'),
  visitHour: visitHourField.nullable().default(null).describe('방문 시각 (시, 미정이면 null)'),
  memo: memo.default(''),
  linkType: linkType.default('ALIMTALK'),
});
export type OfflineOrderCreateBody = z.input<typeof offlineOrderCreateBody>;

/** PUT /partner/offlines/order/update/{id}: every field of create except linkType; a changed amount or service sends a new link. */
export const offlineOrderUpdateBody = offlineOrderCreateBody.omit({ linkType: true }).extend({ linkType });
export type OfflineOrderUpdateBody = z.input<typeof offlineOrderUpdateBody>;

/** GET /partner/offlines/visit-calendar: what the visit picker needs for a month (the days it disables and the hours it offers). */
export const offlineVisitCalendarQuery = z.object({
  month: z
    .string({ error: '월을 2026-12처럼 입력해 주세요.' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '월(month)을 2026-12처럼 입력해 주세요.' }),
});

export const offlineVisitCalendar = z.object({
  month: z.string().describe('YYYY-MM'),
  hours: z
    .record(z.string(), z.object({ open: z.string(), close: z.string() }).nullable())
    .describe('요일별 영업시간 (mon..sun, 쉬는 요일은 null): 이 안의 시간만 방문으로 받아요 (offlineVisitHours)'),
  closedDates: z.array(z.string()).describe('이 달에 캘린더에서 휴무로 막은 날 (YYYY-MM-DD)'),
});
export type OfflineVisitCalendar = z.infer<typeof offlineVisitCalendar>;

export const offlineOrderIdPath = z.object({ id: idParam('주문 번호') });
export const offlineApartmentPath = z.object({ apartmentIdx: idParam('단지 번호') });

export const linkPaySendBody = z.object({ linkType });

export const OFFLINE_DATE_TYPES = ['visit', 'created'] as const;
export const OFFLINE_DATE_TYPE_LABELS: Record<(typeof OFFLINE_DATE_TYPES)[number], string> = { visit: '방문일', created: '등록일' };

/** GET /partner/offlines/order/list. dateType chooses what startDate/endDate filter: the visit date or the day the order was made. */
export const offlineOrderListQuery = z
  .object({
    name: z.string().trim().max(30, { error: '이름은 30자 이하로 입력해 주세요.' }).optional(),
    phone: z
      .string()
      .trim()
      .max(13, { error: '휴대폰 번호는 13자 이하로 입력해 주세요.' })
      .regex(/^[0-9-]*$/, { error: '휴대폰 번호는 숫자로 입력해 주세요.' })
      .transform((v) => v.replace(/\D/g, ''))
      .optional(),
    complexName: z.string().trim().max(30, { error: '단지 이름은 30자 이하로 입력해 주세요.' }).optional(),
    status: z.enum(OFFLINE_ORDER_STATUSES, { error: '상태는 pending, paid, cancelled 중 하나여야 해요.' }).optional(),
    dateType: z.enum(OFFLINE_DATE_TYPES, { error: '날짜 기준(dateType)은 visit(방문일) 또는 created(등록일)이어야 해요.' }).default('visit'),
    startDate: ymdDate('시작일').optional(),
    endDate: ymdDate('종료일').optional(),
    ...pageQuery,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: '종료일은 시작일과 같거나 뒤여야 해요.',
    path: ['endDate'],
  });

export const preOrderResidentQuery = z.object({
  q: z
    .string({ error: '검색어를 입력해 주세요.' })
    .trim()
    .min(2, { error: '검색어는 2자 이상 입력해 주세요.' })
    .max(30, { error: '검색어는 30자 이하로 입력해 주세요.' }),
});

const option = z.object({ optionIdx: z.number().int(), groupName: z.string(), name: z.string(), price: z.number().int() });

export const offlineOrderSummary = z.object({
  id: z.number().int(),
  status: z.enum(OFFLINE_ORDER_STATUSES),
  statusLabel: z.string(),
  refunded: z.boolean().describe('결제 후 취소되어 환불했는지'),
  name: z.string(),
  phone: z.string().describe('010-1234-5678'),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int().nullable(),
  itemName: z.string(),
  price: z.number().int(),
  visitDate: z.string().nullable(),
  visitHour: z.number().int().nullable(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
});
export type OfflineOrderSummary = z.infer<typeof offlineOrderSummary>;

export const offlineOrderList = z.object({ orders: z.array(offlineOrderSummary), total: z.number().int(), page: z.number().int() });
export type OfflineOrderList = z.infer<typeof offlineOrderList>;

export const offlineLinkSend = z.object({
  linkType: z.enum(LINK_TYPES),
  sentAt: isoTime,
  current: z.boolean().describe('지금 금액과 서비스로 결제할 수 있는 링크인지'),
});

export const offlineOrderDetail = offlineOrderSummary.extend({
  apartmentIdx: z.number().int(),
  areaIdx: z.number().int().nullable(),
  itemIdx: z.number().int(),
  options: z.array(option),
  memo: z.string(),
  payMethod: z.string().nullable().describe('결제 수단 (card, kakaopay, naverpay)'),
  cancelledAt: isoTime.nullable(),
  links: z.array(offlineLinkSend).describe('보낸 결제 링크, 최근 것부터'),
});
export type OfflineOrderDetail = z.infer<typeof offlineOrderDetail>;

export const offlineResidentInfo = z.object({
  name: z.string(),
  phone: z.string().describe('업체가 입력한 고객 번호 010-1234-5678'),
  complexName: z.string(),
  address: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int().nullable(),
  isMember: z.boolean().describe('이 번호로 가입한 입주 회원이 있는지'),
});

export const offlineVirtualNumber = z.object({
  number: z.string().describe('050 안심번호 0507-1234-5678'),
  expiresAt: isoTime,
});

/** GET /partner/offlines/order/get_item_type_list: the company's items with their options, for the create form. */
export const offlineItemType = z.object({
  itemIdx: z.number().int(),
  name: z.string(),
  categoryName: z.string(),
  groups: z.array(
    z.object({
      groupIdx: z.number().int(),
      name: z.string(),
      kind: z.enum(['pyeong', 'area', 'addon']),
      multiple: z.boolean(),
      options: z.array(
        z.object({ optionIdx: z.number().int(), name: z.string(), price: z.number().int(), pyeongMin: z.number().int().nullable(), pyeongMax: z.number().int().nullable() }),
      ),
    }),
  ),
});
export type OfflineItemType = z.infer<typeof offlineItemType>;

/** A past customer of this company (its own offline orders and the online orders sold to it). */
export const preOrderResident = z.object({
  name: z.string(),
  phone: z.string().describe('010-1234-5678'),
  apartmentIdx: z.number().int().nullable(),
  complexName: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  pyeong: z.number().int().nullable(),
});
export type PreOrderResident = z.infer<typeof preOrderResident>;

export const offlineArea = z.object({ areaIdx: z.number().int(), pyeong: z.number().int(), typeName: z.string(), exclusiveArea: z.number() });

/**
 * The company's suggested price for an item, 평형 and options: the tier that covers the 평형 (the first tier
 * when unknown) plus the chosen non-tier options. The company may charge something else; this only fills the field.
 */
export function suggestOfflinePrice(item: Pick<OfflineItemType, 'groups'>, pyeong: number | null, optionIdxs: readonly number[]): number {
  let total = 0;
  for (const group of item.groups) {
    if (group.kind === 'pyeong') {
      const chosen =
        group.options.find((o) => optionIdxs.includes(o.optionIdx)) ??
        (pyeong === null ? undefined : group.options.find((o) => (o.pyeongMin ?? 0) <= pyeong && pyeong <= (o.pyeongMax ?? Infinity))) ??
        group.options[0];
      total += chosen?.price ?? 0;
    } else {
      for (const o of group.options) if (optionIdxs.includes(o.optionIdx)) total += o.price;
    }
  }
  return total;
}

/* ---- The resident's payment page (public, by the link's token) ---- */

export const linkPayTokenPath = z.object({
  token: z
    .string({ error: '결제 링크를 확인해 주세요.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: '결제 링크 주소가 올바르지 않아요. 받은 링크를 다시 눌러 주세요.' }),
});

export const linkPayView = z.object({
  link: z.literal('current').describe('이 링크로 지금 주문을 결제할 수 있어요'),
  status: z.enum(OFFLINE_ORDER_STATUSES),
  statusLabel: z.string(),
  companyName: z.string(),
  companyPhone: z.string(),
  itemName: z.string(),
  options: z.array(z.object({ groupName: z.string(), name: z.string() })),
  visitDate: z.string().nullable(),
  visitHour: z.number().int().nullable(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int().nullable(),
  customerName: z.string(),
  amount: z.number().int(),
  paidAt: isoTime.nullable(),
  payMethod: z.string().nullable(),
});
export type LinkPayView = z.infer<typeof linkPayView>;

/**
 * A link of an older version of the order (the company changed the amount, service, options or phone since): it can
 * no longer pay, and it shows nothing of the order as it is now (the new version may be for another phone), only
 * who to ask and whether the order was since paid or cancelled.
 */
export const linkPayReplaced = z.object({
  link: z.literal('replaced').describe('업체가 주문을 바꿔서 지난 링크가 됐어요'),
  status: z.enum(OFFLINE_ORDER_STATUSES).describe('주문의 지금 상태 (새 링크로 결제했거나 업체가 취소했는지)'),
  companyName: z.string(),
  companyPhone: z.string(),
});
export type LinkPayReplaced = z.infer<typeof linkPayReplaced>;

/** GET /linkpay/{token}: the order to pay, or what a replaced link can still say. */
export const linkPayPage = z.discriminatedUnion('link', [linkPayView, linkPayReplaced]);
export type LinkPayPage = z.infer<typeof linkPayPage>;

export const linkPayInitBody = z.object({
  payMethod: z.enum(LINK_PAY_METHODS, { error: '결제 수단은 card(신용카드), kakaopay, naverpay 중 하나여야 해요.' }),
});

export const linkPayInitResult = z.object({ amount: z.number().int(), payment: paymentRequest });
export type LinkPayInitResult = z.infer<typeof linkPayInitResult>;

export const linkPayCompleteBody = z.object({
  impUid: z
    .string({ error: '결제번호(impUid)를 입력해 주세요.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,100}$/, { error: '결제번호(impUid) 형식이 올바르지 않아요.' }),
});

export const linkPayResult = z.object({ outcome: z.enum(['paid', 'failed', 'pending']), message: z.string(), order: linkPayPage });
export type LinkPayResult = z.infer<typeof linkPayResult>;

export const linkPayWebhookBody = z.object({
  imp_uid: z.string({ error: '결제번호(imp_uid)를 보내 주세요.' }).trim().min(1).max(100),
  merchant_uid: z.string().optional(),
  status: z.string().optional(),
});

/** GET /offline-orders: a resident's jobs ordered directly from a company and paid by link, matched by phone. */
export const residentOfflineOrder = z.object({
  id: z.number().int(),
  status: z.enum(OFFLINE_ORDER_STATUSES),
  statusLabel: z.string(),
  refunded: z.boolean(),
  companyName: z.string(),
  itemName: z.string(),
  amount: z.number().int(),
  visitDate: z.string().nullable(),
  visitHour: z.number().int().nullable(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  paidAt: isoTime.nullable(),
});
export type ResidentOfflineOrder = z.infer<typeof residentOfflineOrder>;

/** An offline order with a visit date in the company's calendar (GET /partner/calendar, `offlineVisits`). */
export const partnerCalendarOfflineVisit = z.object({
  id: z.number().int().describe('오프라인 주문 번호 (/partner/offline/{id})'),
  date: z.string().describe('YYYY-MM-DD'),
  hour: z.number().int().nullable(),
  timeLabel: z.string(),
  itemName: z.string(),
  customerName: z.string(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  status: z.enum(OFFLINE_ORDER_STATUSES),
  statusLabel: z.string(),
});
export type PartnerCalendarOfflineVisit = z.infer<typeof partnerCalendarOfflineVisit>;
