import { z } from 'zod';
import { idParam } from './fields';
import { itemCard } from './items';
import { MIN_HOUSEHOLDS_SHOWN } from './complex-page-paths';

/**
 * A complex's move-in report (/report, GET /complexes/{complexIdx}/move-in-report) and its own page
 * (/jamsil-raemian-ipark-intro, ..., GET /complexes/by-slug/{slug}). Decisions: docs/COMPLEX-PAGES.md.
 */

export const complexIdxPath = z.object({ complexIdx: idParam('단지 번호(complexIdx)') });

export const complexSlugPath = z.object({
  slug: z
    .string({ error: '단지 페이지 주소(slug)를 입력해 주세요.' })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: '단지 페이지 주소(slug)는 영문 소문자, 숫자와 하이픈(-)으로 써 주세요.' })
    .max(60, { error: '단지 페이지 주소(slug)는 60자까지예요.' }),
});

const count = z.number().int().nullable().describe(`세대 수; ${MIN_HOUSEHOLDS_SHOWN}세대 미만이면 null (아직 집계 중)`);

export const complexSummary = z.object({
  apartmentIdx: z.number().int(),
  name: z.string(),
  address: z.string(),
  households: z.number().int().describe('총 세대수'),
  builder: z.string().nullable().describe('시공사'),
  moveInMonth: z.string().nullable().describe('입주 시기 YYYY-MM'),
  moveInStart: z.string().nullable().describe('입주 지정기간 시작 YYYY-MM-DD'),
  moveInEnd: z.string().nullable().describe('입주 지정기간 끝 YYYY-MM-DD'),
  slug: z.string().nullable(),
  pagePath: z.string().nullable().describe('단지 페이지 경로 (없으면 null)'),
});
export type ComplexSummary = z.infer<typeof complexSummary>;

/** When households booked a service, relative to their move-in day (the resident's, else the complex's start). */
export const BOOKING_TIMING_BUCKETS = ['d60plus', 'd30to59', 'd14to29', 'd7to13', 'd0to6', 'after'] as const;
export type BookingTimingBucket = (typeof BOOKING_TIMING_BUCKETS)[number];
export const BOOKING_TIMING_LABELS: Record<BookingTimingBucket, string> = {
  d60plus: '60일 이상 전',
  d30to59: '30~59일 전',
  d14to29: '14~29일 전',
  d7to13: '7~13일 전',
  d0to6: '0~6일 전',
  after: '입주 후',
};

export const bookedService = z.object({
  categoryCode: z.string(),
  categoryName: z.string(),
  households: count,
  /** Share of the booked households per bucket, whole percent (sums to about 100); null below the threshold. */
  timing: z
    .array(z.object({ bucket: z.enum(BOOKING_TIMING_BUCKETS), percent: z.number().int() }))
    .nullable(),
  medianDaysBefore: z.number().int().nullable().describe('입주일 며칠 전에 결제했는지 중앙값 (음수: 입주 후)'),
  averagePaid: z.number().int().nullable().describe('실제 결제한 평균 금액 (원, 쿠폰·포인트 전)'),
  averageRegular: z.number().int().nullable().describe('같은 주문의 정가 평균 (원)'),
});
export type BookedService = z.infer<typeof bookedService>;

export const groupBuy = z.object({
  itemIdx: z.number().int(),
  itemName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  companyName: z.string(),
  label: z.string(),
  baseRate: z.number().int().describe('특가 기본 할인율 %'),
  currentRate: z.number().int().describe('지금 적용되는 할인율 %'),
  households: count,
  steps: z.array(z.object({ minHouseholds: z.number().int(), discountRate: z.number().int(), reached: z.boolean() })),
  next: z
    .object({
      minHouseholds: z.number().int(),
      discountRate: z.number().int(),
      householdsToGo: z.number().int().nullable().describe('남은 세대 수 (참여 세대가 가려지면 null)'),
    })
    .nullable(),
  endsAt: z.string().nullable(),
});
export type GroupBuy = z.infer<typeof groupBuy>;

export const complexReviewHighlight = z.object({
  reviewIdx: z.number().int(),
  itemIdx: z.number().int(),
  categoryName: z.string(),
  companyName: z.string(),
  rating: z.number().int(),
  content: z.string(),
  pyeong: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ComplexReviewHighlight = z.infer<typeof complexReviewHighlight>;

export const inspectionFinding = z.object({
  category: z.string(),
  label: z.string(),
  households: count,
  percent: z.number().int().nullable().describe('점검한 세대 중 이 하자가 나온 비율 %'),
});

export const moveInReport = z.object({
  complex: complexSummary,
  minHouseholds: z.number().int().describe('이보다 적은 세대의 수치는 가려요'),
  paidHouseholds: count.describe('이 단지에서 입주 서비스를 결제한 세대 수'),
  services: z.array(bookedService).describe('많이 예약한 서비스 순'),
  groupBuys: z.array(groupBuy),
  reviews: z.array(complexReviewHighlight),
  inspections: z
    .object({ inspectedHouseholds: count, findings: z.array(inspectionFinding) })
    .nullable()
    .describe('이 단지 사전점검이 없으면 null'),
  generatedAt: z.string(),
});
export type MoveInReport = z.infer<typeof moveInReport>;

export const floorPlan = z.object({
  areaIdx: z.number().int(),
  typeName: z.string(),
  pyeong: z.number().int(),
  exclusiveArea: z.number(),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});

export const timelineStep = z.object({
  kind: z.enum(['inspection', 'move_in', 'service']),
  title: z.string(),
  categoryCode: z.string().nullable(),
  when: z.string().describe('예: 입주 45일 전쯤, 2025.11.27 ~ 2026.01.31'),
});
export type TimelineStep = z.infer<typeof timelineStep>;

export const complexPage = z.object({
  complex: complexSummary,
  minHouseholds: z.number().int(),
  floorPlans: z.array(floorPlan),
  specialItems: z.array(itemCard).describe('이 단지 특가 상품 (가장 작은 평형 기준 가격)'),
  groupBuys: z.array(groupBuy),
  reviews: z.array(complexReviewHighlight),
  timeline: z.array(timelineStep),
});
export type ComplexPage = z.infer<typeof complexPage>;
