import { z } from 'zod';
import { partnerCalendarOfflineVisit } from './offline-orders';
import { idParam, ymdDate } from './fields';

/**
 * The partner console's calendar (SPEC section 7, Partner: GET /partner/calendar, POST /partner/calendar/create,
 * PUT and DELETE /partner/calendar?id=) and its capacity paths (new): the company's sold visits, closed days,
 * its own entries, and how many visits it takes per weekday and slot, or on one date.
 */

export const CALENDAR_VIEW_TYPES = ['month', 'week', 'day'] as const;
export type CalendarViewType = (typeof CALENDAR_VIEW_TYPES)[number];

export const PARTNER_ENTRY_KINDS = ['personal', 'offline'] as const;
export type PartnerEntryKind = (typeof PARTNER_ENTRY_KINDS)[number];
export const PARTNER_ENTRY_KIND_LABELS: Record<PartnerEntryKind, string> = {
  personal: '개인 일정',
  offline: '오프라인 작업',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const partnerCalendarQuery = z
  .object({
    type: z.enum(CALENDAR_VIEW_TYPES, { error: '보기(type)는 month, week, day 중 하나로 보내 주세요.' }).default('month'),
    year: z.coerce
      .number({ error: '연도(year)를 2026처럼 숫자로 입력해 주세요.' })
      .int({ error: '연도(year)를 2026처럼 숫자로 입력해 주세요.' })
      .min(2000, { error: '연도(year)는 2000~2100 사이로 입력해 주세요.' })
      .max(2100, { error: '연도(year)는 2000~2100 사이로 입력해 주세요.' })
      .optional(),
    month: z.coerce
      .number({ error: '월(month)을 1~12 사이의 숫자로 입력해 주세요.' })
      .int({ error: '월(month)을 1~12 사이의 숫자로 입력해 주세요.' })
      .min(1, { error: '월(month)을 1~12 사이의 숫자로 입력해 주세요.' })
      .max(12, { error: '월(month)을 1~12 사이의 숫자로 입력해 주세요.' })
      .optional(),
    date: ymdDate('날짜').optional(),
    id: idParam('일정 번호').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.id !== undefined) return;
    if (q.type === 'month' && (q.year === undefined || q.month === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.year === undefined ? 'year' : 'month'], message: '월 보기는 연도(year)와 월(month)을 함께 보내 주세요.' });
    }
    if (q.type !== 'month' && q.date === undefined) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: '주·일 보기는 날짜(date)를 2026-12-05처럼 보내 주세요.' });
    }
  });
export type PartnerCalendarQuery = z.infer<typeof partnerCalendarQuery>;

export const partnerCalendarVisit = z.object({
  lineIdx: z.number().int(),
  orderNo: z.string().describe('짧은 주문번호 (2612-05-0042)'),
  date: z.string().describe('YYYY-MM-DD'),
  hour: z.number().int().nullable().describe('방문 시각(시), null은 해피콜 때 협의'),
  timeLabel: z.string(),
  itemName: z.string(),
  categoryName: z.string(),
  complexName: z.string().nullable(),
  dong: z.string().nullable(),
  ho: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
});
export type PartnerCalendarVisit = z.infer<typeof partnerCalendarVisit>;

export const partnerCalendarEntry = z.object({
  entryIdx: z.number().int(),
  kind: z.enum(PARTNER_ENTRY_KINDS),
  kindLabel: z.string(),
  title: z.string(),
  date: z.string(),
  startTime: z.string().nullable().describe('HH:MM, null은 종일'),
  endTime: z.string().nullable(),
  memo: z.string(),
});
export type PartnerCalendarEntry = z.infer<typeof partnerCalendarEntry>;

export const partnerDaySlot = z.object({
  hour: z.number().int().nullable().describe('null은 하루 단위(해피콜) 방문'),
  label: z.string(),
  capacity: z.number().int(),
  held: z.number().int().describe('예약된 방문 수'),
  override: z.boolean().describe('이 날짜만 따로 정한 방문 수'),
});
export type PartnerDaySlot = z.infer<typeof partnerDaySlot>;

export const partnerClosedDay = z.object({ date: z.string(), reason: z.string() });

export const partnerCalendar = z.object({
  type: z.enum(CALENDAR_VIEW_TYPES),
  from: z.string().describe('첫날 (YYYY-MM-DD)'),
  to: z.string().describe('마지막 날'),
  visits: z.array(partnerCalendarVisit).describe('판매된 방문 (취소·결제 실패 제외), 날짜·시간 순'),
  offlineVisits: z.array(partnerCalendarOfflineVisit).describe('방문일이 있는 오프라인 주문 (결제 대기·결제 완료, 취소 제외), 날짜·시간 순'),
  closedDays: z.array(partnerClosedDay),
  entries: z.array(partnerCalendarEntry),
  slots: z.array(partnerDaySlot).describe('일 보기에서 그날의 시간대별 방문 수 (월·주 보기는 빈 목록)'),
  entry: partnerCalendarEntry.nullable().describe('id로 조회한 일정 (없으면 null)'),
});
export type PartnerCalendar = z.infer<typeof partnerCalendar>;

const optionalTime = (label: string) =>
  z
    .string({ error: `${label}을 09:30처럼 입력해 주세요.` })
    .trim()
    .regex(TIME, { error: `${label}을 09:30처럼 입력해 주세요.` })
    .nullable()
    .optional();

export const partnerCalendarEntryInput = z
  .object({
    kind: z.enum(PARTNER_ENTRY_KINDS, { error: '일정 종류(kind)는 개인 일정(personal) 또는 오프라인 작업(offline)으로 골라 주세요.' }),
    title: z
      .string({ error: '일정 제목(title)을 입력해 주세요.' })
      .trim()
      .min(1, { error: '일정 제목(title)을 입력해 주세요.' })
      .max(50, { error: '일정 제목(title)은 50자까지 적어 주세요.' }),
    date: ymdDate('날짜'),
    startTime: optionalTime('시작 시간(startTime)'),
    endTime: optionalTime('끝 시간(endTime)'),
    memo: z.string({ error: '메모(memo)는 글로 보내 주세요.' }).trim().max(500, { error: '메모(memo)는 500자까지 적어 주세요.' }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.endTime && !v.startTime) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: '끝 시간을 정하려면 시작 시간(startTime)도 입력해 주세요.' });
    } else if (v.endTime && v.startTime && v.endTime <= v.startTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: '끝 시간(endTime)은 시작 시간보다 늦게 정해 주세요.' });
    }
  });
export type PartnerCalendarEntryInput = z.input<typeof partnerCalendarEntryInput>;

export const partnerCalendarIdQuery = z.object({ id: idParam('일정 번호') });

export const partnerCalendarDatePath = z.object({ date: ymdDate('날짜') });

export const partnerCloseDayInput = z.object({
  reason: z.string({ error: '휴무 사유(reason)는 글로 보내 주세요.' }).trim().max(30, { error: '휴무 사유(reason)는 30자까지 적어 주세요.' }).default(''),
});

export const partnerCalendarDay = z.object({
  date: z.string(),
  closed: z.boolean(),
  reason: z.string().nullable(),
});
export type PartnerCalendarDay = z.infer<typeof partnerCalendarDay>;

const capacityValue = z
  .number({ error: '방문 수(capacity)를 0~1000 사이의 숫자로 보내 주세요.' })
  .int({ error: '방문 수(capacity)를 0~1000 사이의 정수로 보내 주세요.' })
  .min(0, { error: '방문 수(capacity)는 0~1000 사이여야 해요.' })
  .max(1000, { error: '방문 수(capacity)는 0~1000 사이여야 해요.' });

const slotHour = z
  .number({ error: '시간(hour)은 9처럼 시(hour) 숫자나 null(하루 단위)로 보내 주세요.' })
  .int({ error: '시간(hour)은 9처럼 시(hour) 숫자로 보내 주세요.' })
  .min(0, { error: '시간(hour)은 0~23 사이여야 해요.' })
  .max(23, { error: '시간(hour)은 0~23 사이여야 해요.' })
  .nullable();

export const partnerWeeklyCell = z.object({
  weekday: z
    .number({ error: '요일(weekday)을 0(일)~6(토) 숫자로 보내 주세요.' })
    .int({ error: '요일(weekday)을 0(일)~6(토) 숫자로 보내 주세요.' })
    .min(0, { error: '요일(weekday)은 0(일)~6(토) 사이여야 해요.' })
    .max(6, { error: '요일(weekday)은 0(일)~6(토) 사이여야 해요.' }),
  hour: slotHour,
  capacity: capacityValue,
});

export const partnerWeeklyCapacityInput = z.object({
  cells: z
    .array(partnerWeeklyCell, { error: '요일·시간별 방문 수(cells)를 목록으로 보내 주세요.' })
    .min(1, { error: '바꿀 요일·시간(cells)을 하나 이상 보내 주세요.' })
    .max(7 * 25, { error: '요일·시간(cells)은 175개까지 보낼 수 있어요.' })
    .refine((cells) => new Set(cells.map((c) => `${c.weekday}|${c.hour}`)).size === cells.length, {
      error: '같은 요일·시간(cells)을 두 번 보낼 수 없어요.',
    }),
});

export const partnerWeeklyCapacity = z.object({
  defaultCapacity: z.number().int().describe('따로 정하지 않은 시간의 방문 수'),
  slots: z
    .array(z.object({ hour: z.number().int().nullable(), label: z.string() }))
    .describe('이 업체 상품의 방문 시간 (null은 하루 단위)'),
  cells: z.array(z.object({ weekday: z.number().int(), hour: z.number().int().nullable(), capacity: z.number().int() })).describe('요일(0=일)·시간별 방문 수, slots의 모든 시간'),
});
export type PartnerWeeklyCapacity = z.infer<typeof partnerWeeklyCapacity>;

export const partnerDayCapacityInput = z.object({
  slots: z
    .array(
      z.object({
        hour: slotHour,
        capacity: capacityValue.nullable().describe('null은 요일별 기본값으로 되돌리기'),
      }),
      { error: '시간별 방문 수(slots)를 목록으로 보내 주세요.' },
    )
    .min(1, { error: '바꿀 시간(slots)을 하나 이상 보내 주세요.' })
    .max(25, { error: '시간(slots)은 25개까지 보낼 수 있어요.' })
    .refine((slots) => new Set(slots.map((s) => s.hour)).size === slots.length, { error: '같은 시간(slots)을 두 번 보낼 수 없어요.' }),
});

export const partnerDayCapacity = z.object({ date: z.string(), slots: z.array(partnerDaySlot) });
export type PartnerDayCapacity = z.infer<typeof partnerDayCapacity>;
