import { z } from 'zod';
import { phoneNumber } from './auth';
import { idList, idParam, isoTime } from './fields';
import { dongValue, hoValue, moveInDateValue, pickedIdx } from './residents';

/**
 * Homes (우리 집, /residents/home) and the visit details every order carries (방문 정보): the home's 동·호,
 * who the company calls, how it gets in, where it parks and a request. docs/COMMERCE.md "방문 정보".
 */

// ---------------------------------------------------------------- homes

export const residentHome = z.object({
  homeIdx: z.number().int(),
  apartmentIdx: z.number().int(),
  complexName: z.string(),
  address: z.string(),
  areaIdx: z.number().int().nullable(),
  pyeong: z.number().int().nullable(),
  typeName: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  moveInDate: z.string().nullable().describe('입주 예정일 YYYY-MM-DD'),
  isCurrent: z.boolean().describe('지금 보고 있는 집 (가격·주문에 쓰는 집)'),
});
export type ResidentHome = z.infer<typeof residentHome>;

export const residentHomeList = z.object({ homes: z.array(residentHome) });
export type ResidentHomeList = z.infer<typeof residentHomeList>;

export const homeIdxPath = z.object({ homeIdx: idParam('집 번호') });

/** 동 and 호 go together: one without the other names the missing one. */
function unitTogether(body: { dong?: string | null; ho?: string | null }, ctx: z.RefinementCtx) {
  const hasDong = body.dong !== undefined && body.dong !== null;
  const hasHo = body.ho !== undefined && body.ho !== null;
  if (hasDong && !hasHo) ctx.addIssue({ code: 'custom', path: ['ho'], message: '호수도 함께 입력해 주세요.' });
  if (hasHo && !hasDong) ctx.addIssue({ code: 'custom', path: ['dong'], message: '동도 함께 입력해 주세요.' });
}

export const createHomeBody = z
  .object({
    apartmentIdx: pickedIdx('단지'),
    areaIdx: pickedIdx('평형'),
    dong: dongValue.optional(),
    ho: hoValue.optional(),
    moveInDate: moveInDateValue.optional(),
    isCurrent: z.boolean({ error: 'isCurrent는 true 또는 false로 보내 주세요.' }).optional().describe('이 집을 지금 집으로 (첫 집은 언제나 지금 집)'),
  })
  .superRefine(unitTogether);

export const updateHomeBody = z
  .object({
    areaIdx: pickedIdx('평형').optional(),
    dong: dongValue.nullable().optional(),
    ho: hoValue.nullable().optional(),
    moveInDate: moveInDateValue.nullable().optional(),
    isCurrent: z.literal(true, { error: '지금 집으로 고를 때는 isCurrent: true를 보내 주세요.' }).optional(),
  })
  .superRefine(unitTogether)
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: '바꿀 내용을 보내 주세요.', path: ['dong'] });

// ---------------------------------------------------------------- visit details

/** How the company gets into the building. Only 공동현관 비밀번호 needs a code. */
export const ENTRY_METHODS = ['door_code', 'management_office', 'with_resident', 'security_call', 'other'] as const;
export type EntryMethod = (typeof ENTRY_METHODS)[number];
export const ENTRY_METHOD_LABELS: Record<EntryMethod, string> = {
  door_code: '공동현관 비밀번호',
  management_office: '관리사무소 방문',
  with_resident: '입주민 동행',
  security_call: '경비실 호출',
  other: '기타',
};
export const entryMethodNeedsCode = (method: EntryMethod) => method === 'door_code';

export const PARKING_OPTIONS = ['available', 'registration', 'none'] as const;
export type ParkingOption = (typeof PARKING_OPTIONS)[number];
export const PARKING_LABELS: Record<ParkingOption, string> = {
  available: '지하주차장 이용 가능',
  registration: '방문 차량 등록 필요',
  none: '주차 불가',
};

export const VISIT_REQUEST_MAX = 200;
export const ENTRY_CODE_MAX = 20;

const UNIT_MISSING = '방문할 집의 동·호수를 입력해 주세요.';

export const visitDetailsBody = z
  .object(
    {
      dong: z.string({ error: UNIT_MISSING }).trim().min(1, { error: UNIT_MISSING }).pipe(dongValue),
      ho: z.string({ error: UNIT_MISSING }).trim().min(1, { error: UNIT_MISSING }).pipe(hoValue),
      contactName: z
        .string({ error: '방문 연락처의 이름을 입력해 주세요.' })
        .trim()
        .min(1, { error: '방문 연락처의 이름을 입력해 주세요.' })
        .max(20, { error: '방문 연락처의 이름은 20자까지 입력해 주세요.' })
        .regex(/^[가-힣a-zA-Z\s]+$/, { error: '방문 연락처의 이름은 한글이나 영문으로 입력해 주세요.' })
        .optional()
        .describe('업체가 연락할 사람 (없으면 주문하는 입주민)'),
      contactPhone: z
        .string({ error: '방문 연락처의 휴대폰 번호를 입력해 주세요.' })
        .pipe(phoneNumber)
        .optional()
        .describe('업체가 연락할 번호 (없으면 주문하는 입주민의 번호)'),
      entryMethod: z.enum(ENTRY_METHODS, { error: '출입 방법을 골라 주세요.' }),
      entryCode: z
        .string()
        .trim()
        .regex(new RegExp(`^[0-9A-Za-z*#]{1,${ENTRY_CODE_MAX}}$`), {
          error: `공동현관 비밀번호는 숫자와 *, #으로 ${ENTRY_CODE_MAX}자까지 입력해 주세요.`,
        })
        .optional()
        .describe('공동현관 비밀번호 (출입 방법이 door_code일 때만, 암호화해 보관)'),
      parking: z.enum(PARKING_OPTIONS, { error: '주차 안내를 골라 주세요.' }),
      request: z
        .string()
        .trim()
        .max(VISIT_REQUEST_MAX, { error: `업체에 요청할 내용은 ${VISIT_REQUEST_MAX}자까지 적어 주세요.` })
        .optional(),
    },
    { error: '방문할 집의 동·호수와 방문 정보를 입력해 주세요.' },
  )
  .superRefine((v, ctx) => {
    if (entryMethodNeedsCode(v.entryMethod) && !v.entryCode) {
      ctx.addIssue({ code: 'custom', path: ['entryCode'], message: '공동현관 비밀번호를 입력해 주세요.' });
    }
  });
export type VisitDetailsBody = z.input<typeof visitDetailsBody>;
export type VisitDetails = z.output<typeof visitDetailsBody>;

/** The 개인정보 제3자 제공 동의 the payment page shows and the order records, word for word. */
export function thirdPartyConsentText(companies: readonly string[]): string {
  return [
    `제공받는 자: ${companies.join(', ')}`,
    '제공 목적: 예약한 서비스의 방문과 일정 연락',
    '제공 항목: 방문 연락처(이름, 휴대폰 번호), 주소(단지, 동·호수), 출입 방법, 주차 안내, 요청 사항',
    '보유·이용 기간: 서비스가 끝날 때까지 (공동현관 비밀번호는 주문이 끝나면 바로 지워요)',
    '동의하지 않으면 업체가 방문할 수 없어 예약할 수 없어요.',
  ].join('\n');
}

/** POST /billings/visit-check: who receives the visit details, and bookings this one would repeat. */
export const visitCheckBody = z.object({
  cartIdxs: idList('장바구니 번호', 20).min(1, { error: '결제할 상품을 골라 주세요.' }),
  dong: dongValue.optional(),
  ho: hoValue.optional(),
});
export const visitCheck = z.object({
  companies: z.array(z.string()).describe('방문 정보를 받는 업체 (개인정보 제3자 제공 동의에 표시)'),
  consentText: z.string().describe('개인정보 제3자 제공 동의 문구 (주문에 그대로 기록)'),
  duplicates: z
    .array(
      z.object({
        cartIdx: z.number().int(),
        itemName: z.string(),
        visitDate: z.string(),
        merchantUid: z.string().describe('이미 예약한 주문'),
      }),
    )
    .describe('같은 집에 같은 날 이미 예약한 같은 서비스'),
});
export type VisitCheck = z.infer<typeof visitCheck>;

/** The visit details of an order as the resident reads them (the 공동현관 비밀번호 only masked). */
export const orderVisit = z.object({
  complexName: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string().describe('010-1234-5678'),
  entryMethod: z.enum(ENTRY_METHODS),
  entryMethodLabel: z.string(),
  entryCodeMasked: z.string().nullable().describe('공동현관 비밀번호 가린 값 (지워졌거나 없으면 null)'),
  entryCodeErased: z.boolean().describe('주문이 끝나 공동현관 비밀번호를 지웠는지'),
  parking: z.enum(PARKING_OPTIONS),
  parkingLabel: z.string(),
  request: z.string().nullable(),
  entryCodeReads: z.array(z.object({ companyName: z.string(), readAt: isoTime })).describe('업체가 공동현관 비밀번호를 확인한 기록'),
  consent: z.object({ agreedAt: isoTime, companies: z.array(z.string()), text: z.string() }),
});
export type OrderVisit = z.infer<typeof orderVisit>;

/**
 * GET /partner/orders/{lineIdx}/visit: where and how the company visits (no code, and no contact phone: the
 * company calls through the job's 050 안심번호).
 */
export const partnerVisit = z.object({
  lineIdx: z.number().int(),
  complexName: z.string().nullable(),
  address: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  contactName: z.string(),
  entryMethod: z.enum(ENTRY_METHODS),
  entryMethodLabel: z.string(),
  entryCodeAvailableFrom: z.string().nullable().describe('공동현관 비밀번호를 볼 수 있는 첫날 (방문 전날, YYYY-MM-DD)'),
  entryCodeReadable: z.boolean().describe('지금 GET /partner/orders/{lineIdx}/entry-code로 볼 수 있는지'),
  parking: z.enum(PARKING_OPTIONS),
  parkingLabel: z.string(),
  request: z.string().nullable(),
});
export type PartnerVisit = z.infer<typeof partnerVisit>;

export const partnerEntryCode = z.object({
  lineIdx: z.number().int(),
  entryCode: z.string(),
  readAt: isoTime,
  message: z.string(),
});
export type PartnerEntryCode = z.infer<typeof partnerEntryCode>;
