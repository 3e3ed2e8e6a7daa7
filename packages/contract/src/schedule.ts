import { z } from 'zod';
import { visitTimeOption } from './visit-times';

/**
 * Visit availability of an item's partner (GET /items/{id}/availability). Each partner has a capacity per
 * date and time slot (SLOT_WHOLE_DAY for items whose time is agreed at the happy call) and closed dates.
 * A paid order holds its slot; a date is full when every time slot of the item is full.
 */
export const availabilityQuery = z.object({
  month: z
    .string({ error: '월을 2026-12처럼 입력해 주세요.' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '월(month)을 2026-12처럼 입력해 주세요.' }),
});

export const itemAvailability = z.object({
  itemIdx: z.number().int(),
  month: z.string().describe('YYYY-MM'),
  earliestDate: z.string().describe('예약할 수 있는 가장 빠른 날 (오늘부터 약 3일 뒤, 서울 기준)'),
  closedDates: z.array(z.string()).describe('업체 휴무일 (YYYY-MM-DD)'),
  fullDates: z.array(z.string()).describe('모든 시간이 마감된 날'),
  fullSlots: z
    .array(z.object({ date: z.string(), time: z.number().int().nullable() }))
    .describe('마감된 시간 (fullDates에 없는 날만)'),
  visitTimes: z.array(visitTimeOption),
});
export type ItemAvailability = z.infer<typeof itemAvailability>;
