import { josa } from 'es-hangul';
import { z } from 'zod';
import { idValue, isoTime, ymdDate } from './fields';

/**
 * The move-in cost calculator (/move-in-calculator): what moving into a flat costs. The server computes
 * every figure (its engine holds the dated tax tables with their legal sources); the page only shows
 * what these schemas carry. docs/MOVE-IN-CALCULATOR.md explains the decisions.
 */

/** 1, 2, 3 or 4 (4 means four or more) homes the household owns once this one is bought. */
export const HOMES_OWNED_CHOICES = [1, 2, 3, 4] as const;
export const MAX_CALCULATOR_SERVICES = 10;
/** The largest price the calculator takes (1,000억원): beyond it a typo is likelier than a flat. */
export const MAX_HOME_PRICE = 100_000_000_000;

const won = (label: string, max = MAX_HOME_PRICE) =>
  z
    .number({ error: `${josa(label, '을/를')} 원 단위 숫자로 입력해 주세요.` })
    .int({ error: `${josa(label, '은/는')} 원 단위 정수로 입력해 주세요.` })
    .min(0, { error: `${josa(label, '은/는')} 0원 이상이어야 해요.` })
    .max(max, { error: `${josa(label, '이/가')} 너무 커요. 금액을 확인해 주세요.` });

export const paymentKind = z.enum(['deposit', 'interim', 'balance'], { error: '납부 종류는 계약금, 중도금, 잔금 중 하나예요.' });
export type PaymentKind = z.infer<typeof paymentKind>;
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { deposit: '계약금', interim: '중도금', balance: '잔금' };

export const priceKind = z.enum(['presale', 'resale'], { error: '가격 종류는 분양가 또는 매매가예요.' });
export type PriceKind = z.infer<typeof priceKind>;
export const PRICE_KIND_LABELS: Record<PriceKind, string> = { presale: '분양가', resale: '매매가' };

export const calculatorService = z.object({
  itemIdx: idValue('상품 번호'),
  optionIdxs: z.array(idValue('옵션 번호'), { error: '옵션 번호(optionIdxs)를 목록으로 보내 주세요.' }).max(30, { error: '옵션은 30개까지 고를 수 있어요.' }).default([]),
  quantity: z
    .number({ error: '수량(quantity)을 숫자로 보내 주세요.' })
    .int({ error: '수량(quantity)은 정수로 보내 주세요.' })
    .min(1, { error: '수량(quantity)은 1 이상이어야 해요.' })
    .max(20, { error: '수량(quantity)은 20 이하여야 해요.' })
    .default(1),
});

export const moveInCalculationInput = z.object({
  apartmentIdx: idValue('단지 번호'),
  areaIdx: idValue('평형'),
  priceKind: priceKind.default('presale'),
  price: won('분양가(매매가)').refine((v) => v >= 10_000_000, { error: '분양가(매매가)는 1,000만원 이상으로 입력해 주세요.' }),
  balanceDate: ymdDate('잔금일'),
  payments: z
    .array(
      z.object({ kind: paymentKind, amount: won('납부 금액'), dueDate: ymdDate('납부일') }),
      { error: '납부 일정(payments)을 목록으로 보내 주세요.' },
    )
    .max(12, { error: '납부 일정은 12개까지 넣을 수 있어요.' })
    .default([]),
  homesOwned: z
    .number({ error: '이 집을 포함한 보유 주택 수(homesOwned)를 1~4로 골라 주세요.' })
    .int({ error: '이 집을 포함한 보유 주택 수(homesOwned)를 1~4로 골라 주세요.' })
    .min(1, { error: '이 집을 포함한 보유 주택 수(homesOwned)를 1~4로 골라 주세요.' })
    .max(4, { error: '이 집을 포함한 보유 주택 수(homesOwned)를 1~4로 골라 주세요. 4는 4채 이상이에요.' }),
  adjustedArea: z.boolean({ error: '조정대상지역인지(adjustedArea) 골라 주세요.' }).default(false),
  temporaryTwoHomes: z.boolean({ error: '일시적 2주택인지(temporaryTwoHomes) 골라 주세요.' }).default(false),
  useLawyer: z.boolean({ error: '법무사에게 맡길지(useLawyer) 골라 주세요.' }).default(true),
  lawyerFee: won('법무사 보수', 10_000_000).nullable().default(null),
  movingCost: won('이사 비용', 50_000_000).nullable().default(null),
  services: z
    .array(calculatorService, { error: '서비스(services)를 목록으로 보내 주세요.' })
    .max(MAX_CALCULATOR_SERVICES, { error: `서비스는 ${MAX_CALCULATOR_SERVICES}개까지 고를 수 있어요.` })
    .default([]),
});
export type MoveInCalculationInput = z.input<typeof moveInCalculationInput>;
export type MoveInCalculationParsed = z.output<typeof moveInCalculationInput>;

export const saveMoveInCalculationBody = moveInCalculationInput.extend({
  visibility: z
    .enum(['link', 'private'], { error: '공개 범위(visibility)는 link 또는 private이에요.' })
    .default('link')
    .describe('link: 링크가 있는 누구나 봐요. private: 저장한 본인만 봐요 (로그인해야 해요).'),
});

/** Where a figure comes from: a law's article (with its address on law.go.kr), or an estimate we made. */
export const costSource = z.object({
  law: z.string().describe('법령 이름, 어림값이면 그 근거'),
  article: z.string(),
  url: z.string().nullable(),
  validFrom: z.string().nullable().describe('이 비율이 적용되는 첫날 (YYYY-MM-DD)'),
});
export type CostSource = z.infer<typeof costSource>;

export const costLine = z.object({
  key: z.string(),
  label: z.string(),
  amount: z.number().int(),
  /** e.g. "7억 5,000만원 × 2%" */
  formula: z.string(),
  note: z.string().nullable(),
  estimate: z.boolean().describe('어림값이면 true'),
  sources: z.array(costSource),
});
export type CostLine = z.infer<typeof costLine>;

export const costSection = z.object({
  key: z.enum(['tax', 'registration', 'deposit', 'moving', 'services']),
  title: z.string(),
  subtotal: z.number().int(),
  lines: z.array(costLine),
});
export type CostSection = z.infer<typeof costSection>;

export const calculatorServiceLine = z.object({
  itemIdx: z.number().int(),
  name: z.string(),
  companyName: z.string(),
  categoryName: z.string(),
  quantity: z.number().int(),
  regularPrice: z.number().int(),
  price: z.number().int().describe('단지 특가를 적용한 값'),
  discountRate: z.number(),
  specialLabel: z.string().nullable(),
  couponDiscount: z.number().int(),
  finalPrice: z.number().int(),
});
export type CalculatorServiceLine = z.infer<typeof calculatorServiceLine>;

export const scheduleEntry = z.object({
  date: z.string(),
  label: z.string(),
  amount: z.number().int(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntry>;

export const moveInCalculationResult = z.object({
  apartment: z.object({ apartmentIdx: z.number().int(), name: z.string() }),
  area: z.object({ areaIdx: z.number().int(), pyeong: z.number().int(), exclusiveArea: z.number(), typeName: z.string() }),
  acquisitionDate: z.string(),
  taxRule: z.string().describe('적용한 취득세율 구분 (예: 1주택 6억~9억 구간)'),
  sections: z.array(costSection),
  services: z.array(calculatorServiceLine),
  coupons: z.object({
    applied: z.array(z.object({ couponIdx: z.number().int(), name: z.string(), discount: z.number().int() })),
    basis: z.enum(['held', 'downloadable', 'none']).describe('held: 가진 쿠폰, downloadable: 받을 수 있는 쿠폰 기준'),
    moreWithDownloads: z.number().int().describe('쿠폰을 더 받으면 더 아낄 수 있는 금액'),
  }),
  schedule: z.array(scheduleEntry),
  /** Price plus every cost: what the move takes in all. */
  priceTotal: z.number().int(),
  costsTotal: z.number().int(),
  grandTotal: z.number().int(),
  computedAt: isoTime,
});
export type MoveInCalculationResult = z.infer<typeof moveInCalculationResult>;

export const savedMoveInCalculation = z.object({
  shareToken: z.string(),
  sharePath: z.string().describe('/move-in-calculator?share=<shareToken>'),
  visibility: z.enum(['link', 'private']),
  mine: z.boolean(),
  input: moveInCalculationInput.extend({ visibility: z.enum(['link', 'private']).optional() }),
  result: moveInCalculationResult,
  createdAt: isoTime,
});
export type SavedMoveInCalculation = z.infer<typeof savedMoveInCalculation>;

export const shareTokenPath = z.object({
  shareToken: z
    .string({ error: '공유 링크(shareToken)를 확인해 주세요.' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: '공유 링크(shareToken)가 올바르지 않아요. 링크를 다시 확인해 주세요.' }),
});

/** How many saved calculations my list shows (newest first). */
export const MY_CALCULATIONS_LIMIT = 20;

/** One of my saved calculations in my list: enough to recognise it and open its link. */
export const myMoveInCalculation = z.object({
  shareToken: z.string(),
  sharePath: z.string(),
  visibility: z.enum(['link', 'private']),
  complexName: z.string(),
  pyeong: z.number().int(),
  acquisitionDate: z.string(),
  grandTotal: z.number().int(),
  createdAt: isoTime,
});
export type MyMoveInCalculation = z.infer<typeof myMoveInCalculation>;
export const myMoveInCalculationList = z.object({ calculations: z.array(myMoveInCalculation) });
