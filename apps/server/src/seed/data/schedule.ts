/**
 * Demo schedule data: refund policies per category, partners' closed days (Korean public holidays) and
 * a few full visit slots, so the date modal shows disabled dates in the demo.
 */

export interface SeedRefundPolicy {
  policyKey: string;
  freeCancelDays: number;
  lateFeePercent: number;
  sameDayFeePercent: number;
  dateChangeDays: number;
  note: string | null;
}

const STANDARD = { freeCancelDays: 3, lateFeePercent: 10, sameDayFeePercent: 30, dateChangeDays: 2, note: null };
/** Work whose materials are cut or ordered for the home before the visit: a late cancel wastes them. */
const MATERIALS = {
  freeCancelDays: 7,
  lateFeePercent: 20,
  sameDayFeePercent: 50,
  dateChangeDays: 3,
  note: '자재를 미리 준비하는 시공이에요.',
};

/** 'default' covers every category without its own row (docs/COMMERCE.md). */
export const REFUND_POLICIES: SeedRefundPolicy[] = [
  { policyKey: 'default', ...STANDARD },
  { policyKey: 'cleaning', ...STANDARD },
  { policyKey: 'aircon_clean', ...STANDARD },
  ...['coatpnt', 'tljoint', 'nanoct', 'intflm', 'insulflm', 'builtinfurn', 'ingate'].map((policyKey) => ({ policyKey, ...MATERIALS })),
  // Inspectors are booked around the complex's inspection days, so a slot frees up quickly.
  { policyKey: 'homeinsp', freeCancelDays: 2, lateFeePercent: 10, sameDayFeePercent: 20, dateChangeDays: 1, note: null },
  {
    policyKey: 'move',
    freeCancelDays: 7,
    lateFeePercent: 10,
    sameDayFeePercent: 30,
    dateChangeDays: 3,
    note: '이사 차량과 인력을 날짜에 맞춰 미리 배정해 두는 서비스예요.',
  },
];

/**
 * Korean public holidays from 2026-12 to 2027-03, closed for every demo partner. 설날 2027 is 02-07 (a
 * Sunday; in Korean time the new moon falls after midnight, so a day later than in China): the holidays
 * are 02-06 to 02-08, and because one of them is a Sunday, 02-09 is the substitute holiday.
 */
export const HOLIDAYS: Array<[date: string, name: string]> = [
  ['2026-12-25', '성탄절'],
  ['2027-01-01', '신정'],
  ['2027-02-06', '설날 연휴'],
  ['2027-02-07', '설날'],
  ['2027-02-08', '설날 연휴'],
  ['2027-02-09', '설날 대체공휴일'],
  ['2027-03-01', '삼일절'],
];

/**
 * Booked-out slots of the partners of the popular cleaning items in early December 2026 (partner 1:
 * items 101 and 102 at 9 and 13; partners 2 and 3: items 114 and 181 at 9 and 14). Weekends go first:
 * 12-05 and 12-12 are fully booked for some partners, other days have one slot left.
 */
export const FULL_SLOTS: Array<{ partnerIdx: number; visitDate: string; hour: number }> = [
  { partnerIdx: 1, visitDate: '2026-12-04', hour: 13 },
  { partnerIdx: 1, visitDate: '2026-12-05', hour: 9 },
  { partnerIdx: 1, visitDate: '2026-12-05', hour: 13 },
  { partnerIdx: 1, visitDate: '2026-12-06', hour: 9 },
  { partnerIdx: 1, visitDate: '2026-12-12', hour: 9 },
  { partnerIdx: 1, visitDate: '2026-12-12', hour: 13 },
  { partnerIdx: 2, visitDate: '2026-12-05', hour: 9 },
  { partnerIdx: 2, visitDate: '2026-12-05', hour: 14 },
  { partnerIdx: 2, visitDate: '2026-12-06', hour: 9 },
  { partnerIdx: 3, visitDate: '2026-12-05', hour: 14 },
  { partnerIdx: 3, visitDate: '2026-12-12', hour: 9 },
  { partnerIdx: 3, visitDate: '2026-12-12', hour: 14 },
];

/** The demo partners' visits per slot (partners.slot_capacity keeps its default). */
export const SEED_SLOT_CAPACITY = 3;
