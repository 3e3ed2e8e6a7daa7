import { josa } from 'es-hangul';
import { z } from 'zod';
import { idList, idParam, idValue, isoTime, visitHour, ymdDate } from './fields';

/**
 * The move-in assistant (/ai-recommend): a resident says which home, when they move in and who lives
 * there, and gets a dated plan of services for that home that they can put in the cart in one tap.
 * Every fact of a plan (items, prices, dates, neighbours' counts) is computed by the server's engine from
 * the database; a language model may only phrase `summary`. docs/MOVE-IN-PLAN.md explains the decisions.
 */

/** What matters to the resident (the application's "중요한 것" question), in the order the screen shows them. */
export const PLAN_PRIORITIES = [
  { code: 'cleaning', label: '청소' },
  { code: 'air', label: '새집증후군' },
  { code: 'noise', label: '소음' },
  { code: 'storage', label: '수납' },
  { code: 'joint', label: '줄눈' },
  { code: 'coating', label: '탄성코트' },
  { code: 'aircon', label: '에어컨' },
  { code: 'furniture', label: '가구' },
  { code: 'moving', label: '이사' },
  { code: 'inspection', label: '사전점검' },
  { code: 'insects', label: '방충' },
  { code: 'window', label: '단열·커튼' },
] as const;
export type PlanPriorityCode = (typeof PLAN_PRIORITIES)[number]['code'];
export const PLAN_PRIORITY_CODES = PLAN_PRIORITIES.map((p) => p.code) as unknown as readonly [PlanPriorityCode, ...PlanPriorityCode[]];

/** The budget choices (원, the plan's total at most; null: 상관없어요). */
export const PLAN_BUDGETS = [
  { code: 'b100', label: '100만원 이하', max: 1_000_000 },
  { code: 'b200', label: '200만원 이하', max: 2_000_000 },
  { code: 'b300', label: '300만원 이하', max: 3_000_000 },
  { code: 'b500', label: '500만원 이하', max: 5_000_000 },
  { code: 'none', label: '상관없어요', max: null },
] as const;

/** The largest budget the application takes (1억원): beyond it a typo is likelier than a plan. */
export const MAX_PLAN_BUDGET = 100_000_000;
/** How many services a plan holds at most. */
export const MAX_PLAN_LINES = 12;

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${josa(label, '을/를')} 숫자로 보내 주세요.` })
    .int({ error: `${josa(label, '을/를')} 정수로 보내 주세요.` })
    .min(min, { error: `${josa(label, '은/는')} ${min} 이상이어야 해요.` })
    .max(max, { error: `${josa(label, '은/는')} ${max} 이하여야 해요.` });

export const planHousehold = z.object({
  adults: count('어른 수', 1, 10),
  children: count('아이 수', 0, 10),
  pets: count('반려동물 수', 0, 10),
  allergies: z.boolean({ error: '알레르기가 있는 가족이 있는지(allergies) 골라 주세요.' }),
});
export type PlanHousehold = z.infer<typeof planHousehold>;

export const createPlanBody = z.object({
  homeIdx: idValue('집 번호'),
  moveInDate: ymdDate('입주 예정일'),
  household: planHousehold,
  budget: z
    .number({ error: '예산(budget)을 원 단위 숫자로 보내 주세요. 상관없으면 null이에요.' })
    .int({ error: '예산(budget)은 원 단위 정수로 보내 주세요.' })
    .min(100_000, { error: '예산(budget)은 10만원 이상으로 골라 주세요.' })
    .max(MAX_PLAN_BUDGET, { error: '예산(budget)이 너무 커요. 금액을 확인해 주세요.' })
    .nullable(),
  priorities: z
    .array(z.enum(PLAN_PRIORITY_CODES, { error: '중요한 것(priorities)은 보기에서 골라 주세요.' }), {
      error: '중요한 것(priorities)을 목록으로 보내 주세요.',
    })
    .max(PLAN_PRIORITIES.length, { error: `중요한 것(priorities)은 ${PLAN_PRIORITIES.length}개까지 고를 수 있어요.` })
    .refine((v) => new Set(v).size === v.length, { error: '같은 항목을 중요한 것(priorities)에 두 번 고를 수 없어요.' }),
  alreadyBooked: z
    .array(
      z
        .string({ error: '이미 예약한 서비스(alreadyBooked)를 서비스 코드로 보내 주세요.' })
        .trim()
        .regex(/^[a-z][a-z0-9_]{0,39}$/, { error: '이미 예약한 서비스(alreadyBooked)는 보기에서 골라 주세요.' }),
      { error: '이미 예약한 서비스(alreadyBooked)를 목록으로 보내 주세요.' },
    )
    .max(30, { error: '이미 예약한 서비스(alreadyBooked)는 30개까지 고를 수 있어요.' })
    .refine((v) => new Set(v).size === v.length, { error: '같은 서비스를 이미 예약한 서비스(alreadyBooked)에 두 번 고를 수 없어요.' }),
  requestKey: z
    .string({ error: '요청 확인값(requestKey)을 보내 주세요.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: '요청 확인값(requestKey)은 영문·숫자 8~64자로 보내 주세요.' })
    .describe('화면을 열 때 만든 값 (uuid): 같은 값으로 다시 보내면 같은 신청을 돌려줘요 (두 번 눌러도 하나)'),
});
export type CreatePlanBody = z.input<typeof createPlanBody>;
export type CreatePlanInput = z.output<typeof createPlanBody>;

export const planOptionHome = z.object({
  homeIdx: z.number().int(),
  apartmentIdx: z.number().int(),
  apartmentName: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int().nullable(),
  moveInDate: z.string().nullable().describe('집에 적어 둔 입주 예정일 (YYYY-MM-DD)'),
  label: z.string().describe('예: 잠실래미안아이파크 101동 1203호 34평'),
  bookedCategories: z
    .array(z.string())
    .describe('이 집에 결제한(취소·환불하지 않은) 주문이 있는 서비스 분류: 플랜은 이것을 이미 예약한 서비스로 빼요'),
});
export type PlanOptionHome = z.infer<typeof planOptionHome>;

export const planOptions = z.object({
  homes: z.array(planOptionHome).describe('로그인한 입주민의 집 (로그인하지 않았으면 빈 목록)'),
  signedIn: z.boolean(),
  priorities: z.array(z.object({ code: z.string(), label: z.string() })),
  categories: z.array(z.object({ code: z.string(), name: z.string() })).describe('이미 예약했다고 고를 수 있는 서비스'),
  budgets: z.array(z.object({ code: z.string(), label: z.string(), max: z.number().int().nullable() })),
});
export type PlanOptions = z.infer<typeof planOptions>;

export const PLAN_LINE_STATUSES = ['planned', 'dropped', 'in_cart', 'booked', 'already_booked'] as const;
export type PlanLineStatus = (typeof PLAN_LINE_STATUSES)[number];
export const PLAN_LINE_STATUS_LABELS: Record<PlanLineStatus, string> = {
  planned: '추천',
  dropped: '뺐어요',
  in_cart: '장바구니에 담았어요',
  booked: '예약했어요',
  already_booked: '이미 예약했어요',
};

export const planLine = z.object({
  lineIdx: z.number().int(),
  step: z.number().int().describe('계획 안의 순서 (1부터)'),
  categoryCode: z.string(),
  categoryName: z.string(),
  item: z.object({
    itemIdx: z.number().int(),
    itemName: z.string(),
    thumbnailUrl: z.string(),
    partner: z.object({ partnerIdx: z.number().int(), companyName: z.string() }),
  }),
  price: z.number().int().describe('이 단지·평형에 장바구니가 매기는 금액 (원, 단지 특가 포함)'),
  regularPrice: z.number().int().describe('정가 (원)'),
  date: z.string().describe('계획한 방문일 YYYY-MM-DD'),
  time: z.number().int().nullable().describe('방문 시각(시); 해피콜로 정하면 null'),
  earliestDate: z.string().describe('규칙이 허용하는 가장 이른 날'),
  latestDate: z.string().describe('규칙이 허용하는 가장 늦은 날'),
  reason: z.string().describe('이 서비스를 이 날 하는 이유 (한 문장)'),
  neighbours: z
    .object({ count: z.number().int(), share: z.number().int().describe('0-100 (%)') })
    .nullable()
    .describe('같은 단지·평형 이웃이 고른 수; 5세대 미만이면 null'),
  status: z
    .enum(PLAN_LINE_STATUSES)
    .describe('planned: 추천, dropped: 뺌, in_cart: 장바구니에 담음, booked: 결제함, already_booked: 이 집에 같은 서비스를 이미 예약함 (담지 않아요)'),
});
export type PlanLine = z.infer<typeof planLine>;

export const planHome = z.object({
  homeIdx: z.number().int().nullable().describe('신청한 집; 그 뒤 집을 지웠으면 null'),
  apartmentIdx: z.number().int(),
  apartmentName: z.string(),
  dong: z.string(),
  ho: z.string(),
  pyeong: z.number().int().nullable(),
});
export type PlanHome = z.infer<typeof planHome>;

export const planApplication = z.object({
  applicationIdx: z.number().int(),
  createdAt: isoTime,
  home: planHome,
  moveInDate: z.string(),
  household: planHousehold,
  budget: z.number().int().nullable(),
  priorities: z.array(z.string()),
  alreadyBooked: z.array(z.string()),
  bookedServices: z
    .array(z.object({ categoryCode: z.string(), categoryName: z.string() }))
    .describe('이미 예약해서 플랜에서 뺀 서비스 (입주민이 고른 것과 이 집의 주문에서 찾은 것)'),
  summary: z.string().describe('계획 요약 (한국어 2~4문장, 한 줄에 한 문장)'),
  summarySource: z.enum(['template', 'model']),
  total: z.number().int().describe('빼지 않은 항목의 금액 합계 (원)'),
  lines: z.array(planLine),
  consultThreadIdx: z.number().int().nullable(),
});
export type PlanApplication = z.infer<typeof planApplication>;

export const planApplicationResult = z.object({ application: planApplication });

export const planApplicationSummary = z.object({
  applicationIdx: z.number().int(),
  createdAt: isoTime,
  homeLabel: z.string().describe('단지명 동·호 평형'),
  home: planHome,
  moveInDate: z.string(),
  lineCount: z.number().int().describe('빼지 않은 항목 수'),
  bookedCount: z.number().int(),
  inCartCount: z.number().int().describe('장바구니에 담고 아직 결제하지 않은 항목 수'),
  total: z.number().int(),
  consultThreadIdx: z.number().int().nullable(),
});
export type PlanApplicationSummary = z.infer<typeof planApplicationSummary>;

export const planApplicationList = z.object({ list: z.array(planApplicationSummary) });

export const planApplicationPath = z.object({ applicationIdx: idParam('신청 번호') });
export const planLinePath = z.object({ applicationIdx: idParam('신청 번호'), lineIdx: idParam('항목 번호') });

export const updatePlanLineBody = z
  .object({
    date: ymdDate('방문일').optional(),
    time: visitHour.nullable().optional(),
    dropped: z.boolean({ error: '빼기(dropped)는 true 또는 false로 보내 주세요.' }).optional(),
  })
  .refine((b) => b.date !== undefined || b.time !== undefined || b.dropped !== undefined, {
    error: '바꿀 방문일(date), 방문 시간(time) 또는 빼기(dropped)를 보내 주세요.',
  });
export type UpdatePlanLineBody = z.input<typeof updatePlanLineBody>;

/** The body may be left out (전부 담기 of every kept line). */
export const addPlanToCartBody = z
  .object({
    lineIdxs: idList('항목 번호', MAX_PLAN_LINES).optional().describe('담을 항목; 없으면 빼지 않은 모든 항목'),
  })
  .nullish();
export type AddPlanToCartBody = z.input<typeof addPlanToCartBody>;

export const addPlanToCartResult = z.object({
  added: z.number().int().describe('이번에 새로 담은 항목 수'),
  cartCount: z.number().int().describe('장바구니 상품 수'),
  application: planApplication,
});

export const planConsultResult = z.object({ threadIdx: z.number().int() });
