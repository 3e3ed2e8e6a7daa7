import { z } from 'zod';
import { isYmd } from './calendar';
import { idParam, idValue, isoTime } from './fields';
import { hourLabel } from './visit-times';

/**
 * 입주 예약 (POST/GET /reservation) and 화재보험 견적 (POST/GET /residents/fire_insurance_request).
 * docs/RESIDENT-SERVICES.md explains the decisions.
 */

// ---- 입주 예약: move-in day and 이사 엘리베이터 slot -------------------------------------------------

/** How many days GET /reservation answers at most (one request). */
export const MOVE_IN_DAYS_MAX = 62;

/** '09-12' -> '오전 9시 ~ 오후 12시'. */
export function elevatorSlotLabel(slot: { startHour: number; endHour: number }): string {
  return `${hourLabel(slot.startHour)} ~ ${hourLabel(slot.endHour)}`;
}

export const MOVE_IN_UNAVAILABLE_REASONS = ['no_home', 'no_center', 'no_dong_ho', 'closed'] as const;
export type MoveInUnavailableReason = (typeof MOVE_IN_UNAVAILABLE_REASONS)[number];
/** Why a home cannot book (the page shows this), in one place. */
export const MOVE_IN_UNAVAILABLE_TEXT: Record<MoveInUnavailableReason, string> = {
  no_home: '입주 예약은 우리 집을 등록한 뒤에 할 수 있어요.',
  no_center: '이 단지는 아직 입주지원센터와 함께하지 않아 입주에서 엘리베이터를 예약할 수 없어요. 단지 입주지원센터에 직접 문의해 주세요.',
  no_dong_ho: '엘리베이터는 동마다 예약해요. 우리 집의 동·호를 먼저 등록해 주세요.',
  closed: '이 단지의 입주 예약 기간이 끝났어요. 단지 입주지원센터에 직접 문의해 주세요.',
};

const ymd = (label: string) =>
  z
    .string({ error: `${label}을 2026-12-05처럼 보내 주세요.` })
    .trim()
    .refine((v) => isYmd(v), { error: `${label}을 2026-12-05처럼 올바른 날짜로 보내 주세요.` });

export const moveInReservationQuery = z.object({
  homeIdx: idParam('집 번호').optional().describe('없으면 지금 집'),
  from: ymd('시작일').optional().describe('YYYY-MM-DD, 없으면 예약할 수 있는 첫날'),
  to: ymd('마지막 날').optional().describe(`YYYY-MM-DD, 없으면 입주 기간 끝 (최대 ${MOVE_IN_DAYS_MAX}일)`),
});
export type MoveInReservationQuery = z.input<typeof moveInReservationQuery>;

export const moveInReservationBody = z
  .object({
    homeIdx: idValue('집 번호'),
    moveInDate: ymd('입주일').optional().describe('YYYY-MM-DD, 입주 기간 안, 내일부터 (취소할 때는 빼요)'),
    slotCode: z
      .string({ error: '엘리베이터 시간대(slotCode)를 골라 주세요.' })
      .trim()
      .min(1, { error: '엘리베이터 시간대(slotCode)를 골라 주세요.' })
      .max(20, { error: '엘리베이터 시간대(slotCode)를 다시 골라 주세요.' })
      .optional()
      .describe('GET의 center.slots[].code, 예: 09-12 (취소할 때는 빼요)'),
    cancel: z.boolean({ error: '예약 취소(cancel)는 true나 false로 보내 주세요.' }).optional().describe('true: 이 집의 예약을 취소해요'),
  })
  .superRefine((body, ctx) => {
    if (body.cancel) return;
    if (body.moveInDate === undefined) ctx.addIssue({ code: 'custom', path: ['moveInDate'], message: '입주일(moveInDate)을 골라 주세요.' });
    if (body.slotCode === undefined) ctx.addIssue({ code: 'custom', path: ['slotCode'], message: '엘리베이터 시간대(slotCode)를 골라 주세요.' });
  });
export type MoveInReservationBody = z.input<typeof moveInReservationBody>;

export const elevatorSlot = z.object({
  code: z.string(),
  label: z.string().describe('예: 오전 9시 ~ 오후 12시'),
  startHour: z.number().int(),
  endHour: z.number().int(),
});
export type ElevatorSlot = z.infer<typeof elevatorSlot>;

export const moveInReservation = z.object({
  reservationIdx: z.number().int(),
  homeIdx: z.number().int(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  moveInDate: z.string(),
  slot: elevatorSlot,
  canChange: z.boolean().describe('입주일 전날까지 바꾸거나 취소할 수 있어요'),
  createdAt: isoTime,
});
export type MoveInReservation = z.infer<typeof moveInReservation>;

export const moveInReservationState = z.object({
  home: z
    .object({ homeIdx: z.number().int(), apartmentIdx: z.number().int(), complexName: z.string(), dong: z.string().nullable(), ho: z.string().nullable() })
    .nullable(),
  unavailable: z.enum(MOVE_IN_UNAVAILABLE_REASONS).nullable().describe('예약할 수 없으면 그 까닭'),
  unavailableText: z.string().nullable(),
  center: z
    .object({
      startsOn: z.string(),
      endsOn: z.string(),
      phone: z.string().nullable(),
      capacity: z.number().int().describe('이 동의 시간대별 이사 엘리베이터 수'),
      slots: z.array(elevatorSlot),
    })
    .nullable(),
  reservation: moveInReservation.nullable(),
  days: z
    .array(
      z.object({
        date: z.string(),
        slots: z.array(z.object({ code: z.string(), left: z.number().int().describe('남은 자리'), mine: z.boolean() })),
      }),
    )
    .describe('예약할 수 있는 날의 시간대별 남은 자리 (내 예약 자리는 mine)'),
});
export type MoveInReservationState = z.infer<typeof moveInReservationState>;

/** What the moving company sees on an order of a resident with a booking. */
export const partnerMoveInBooking = z.object({
  moveInDate: z.string(),
  slotLabel: z.string(),
  dong: z.string(),
  ho: z.string(),
});
export type PartnerMoveInBooking = z.infer<typeof partnerMoveInBooking>;

// ---- 화재보험 견적 -----------------------------------------------------------------------------------

export const FIRE_COVERAGES = ['building', 'contents', 'liability'] as const;
export type FireCoverage = (typeof FIRE_COVERAGES)[number];
export const FIRE_COVERAGE_LABELS: Record<FireCoverage, string> = {
  building: '건물 (집 자체의 화재 손해)',
  contents: '가재도구 (가구·가전 등 살림살이)',
  liability: '배상책임 (이웃 집 피해, 누수 포함)',
};

export const FIRE_STATUSES = ['received', 'quoted', 'completed', 'cancelled'] as const;
export type FireStatus = (typeof FIRE_STATUSES)[number];
export const FIRE_STATUS_LABELS: Record<FireStatus, string> = {
  received: '접수',
  quoted: '견적 도착',
  completed: '완료',
  cancelled: '취소',
};

/** The consent the resident gives before a request; the text is stored with the request. */
export const FIRE_CONSENT_TEXT =
  '화재보험 견적을 위해 이름, 휴대폰 번호, 단지·동·호, 전용면적, 건물 준공 연도를 입주 운영팀과 견적을 내는 보험사에 제공하고, 견적 안내 연락(전화·문자)을 받는 데 동의해요. 보관 기간은 요청 후 1년이며, 동의하지 않으면 견적을 요청할 수 없어요.';

export const fireInsuranceRequestBody = z.object({
  homeIdx: idValue('집 번호'),
  coverages: z
    .array(z.enum(FIRE_COVERAGES, { error: '보장 항목은 건물, 가재도구, 배상책임 중에서 골라 주세요.' }), {
      error: '보장 항목(coverages)을 골라 주세요.',
    })
    .min(1, { error: '보장 항목(coverages)을 하나 이상 골라 주세요.' })
    .max(3, { error: '보장 항목은 세 가지까지 고를 수 있어요.' })
    .refine((v) => new Set(v).size === v.length, { error: '같은 보장 항목을 두 번 고를 수 없어요.' }),
  consent: z.literal(true, { error: '견적 연락을 위한 개인정보 제공 동의(consent)가 필요해요.' }),
  requestKey: z
    .string({ error: '요청 확인값(requestKey)을 보내 주세요.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '요청 확인값(requestKey)은 영문·숫자 8~64자로 보내 주세요.' })
    .describe('화면을 열 때 만든 값: 같은 값으로 다시 보내면 같은 요청을 돌려줘요 (두 번 눌러도 하나)'),
});
export type FireInsuranceRequestBody = z.input<typeof fireInsuranceRequestBody>;

export const fireInsuranceQuote = z.object({
  quoteIdx: z.number().int(),
  insurer: z.string(),
  yearlyPremium: z.number().int().describe('연 보험료 (원)'),
  coverageSummary: z.string(),
  createdAt: isoTime,
});
export type FireInsuranceQuote = z.infer<typeof fireInsuranceQuote>;

export const fireInsuranceRequest = z.object({
  requestIdx: z.number().int(),
  homeIdx: z.number().int().nullable(),
  complexName: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int(),
  exclusiveArea: z.number(),
  completionYear: z.number().int().nullable(),
  buildingAge: z.number().int().nullable().describe('요청한 해 기준 건물 나이 (년)'),
  coverages: z.array(z.enum(FIRE_COVERAGES)),
  contactName: z.string(),
  contactPhone: z.string(),
  consentedAt: isoTime,
  status: z.enum(FIRE_STATUSES),
  statusLabel: z.string(),
  quotes: z.array(fireInsuranceQuote),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type FireInsuranceRequest = z.infer<typeof fireInsuranceRequest>;

export const fireInsuranceRequestPath = z.object({ requestIdx: idParam('견적 요청 번호') });

export const staffFireInsuranceRequest = fireInsuranceRequest.extend({
  residentIdx: z.number().int(),
  consentText: z.string(),
});
export type StaffFireInsuranceRequest = z.infer<typeof staffFireInsuranceRequest>;

export const staffFireInsuranceQuery = z.object({
  status: z.enum(FIRE_STATUSES, { error: '상태는 received, quoted, completed, cancelled 중에서 골라 주세요.' }).optional(),
});

export const staffFireInsuranceQuoteBody = z.object({
  insurer: z
    .string({ error: '보험사(insurer)를 입력해 주세요.' })
    .trim()
    .min(1, { error: '보험사(insurer)를 입력해 주세요.' })
    .max(40, { error: '보험사(insurer)는 40자까지 적을 수 있어요.' }),
  yearlyPremium: z
    .number({ error: '연 보험료(yearlyPremium)를 원 단위 숫자로 보내 주세요.' })
    .int({ error: '연 보험료(yearlyPremium)는 원 단위 정수로 보내 주세요.' })
    .min(1000, { error: '연 보험료(yearlyPremium)는 1,000원 이상이어야 해요.' })
    .max(100_000_000, { error: '연 보험료(yearlyPremium)는 1억 원 이하여야 해요.' }),
  coverageSummary: z
    .string({ error: '보장 내용(coverageSummary)을 입력해 주세요.' })
    .trim()
    .min(5, { error: '보장 내용(coverageSummary)은 5자 이상 적어 주세요.' })
    .max(500, { error: '보장 내용(coverageSummary)은 500자까지 적을 수 있어요.' }),
});
export type StaffFireInsuranceQuoteBody = z.input<typeof staffFireInsuranceQuoteBody>;

export const staffFireInsuranceCloseBody = z.object({
  status: z.enum(['completed', 'cancelled'], { error: '상태(status)는 completed나 cancelled로 보내 주세요.' }),
});
