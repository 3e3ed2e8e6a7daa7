import type { CostSource } from '@ipju/contract';

/**
 * The rates the move-in calculator uses, as dated data with their legal source. Nothing in the engine holds
 * a rate: it picks the table row valid on the acquisition date (잔금일) and reads from it. A change of law
 * is a new row with its `validFrom`; older rows stay so a saved or past calculation can be explained.
 *
 * Rates are in basis points of the price (1 bp = 0.01%), so 1% is 100 and the 6억~9억 formula, which the law
 * rounds to the fourth decimal of the rate, is an integer. `validFrom` is the day the rule took effect where
 * we know it from the amending law; for the fixed-amount tables (인지세, 등기 수수료) it is the first day we
 * checked the amount was in force (docs/MOVE-IN-CALCULATOR.md).
 */

const lawUrl = (law: string, article: string) => `https://www.law.go.kr/법령/${law}/${article}`;

export const source = (law: string, article: string, validFrom: string | null): CostSource => ({
  law,
  article,
  url: lawUrl(law.replace(/\s+/g, ''), article.split(' ')[0]!),
  validFrom,
});

/** An estimate of ours, not a law: shown as "어림값" with what it rests on. */
export const estimateSource = (basis: string, article: string, url: string | null = null): CostSource => ({
  law: basis,
  article,
  url,
  validFrom: null,
});

/** How the rate of one acquisition is set: the general (표준) rates, or a 중과 rate. */
export type TaxRegime =
  | { kind: 'general' }
  | { kind: 'flat'; label: string; acquisitionBp: number; educationBp: number; ruralBp: number; sources: CostSource[] };

export interface AcquisitionTaxTable {
  validFrom: string;
  /** 지방세법 제11조 제1항 제8호: houses bought for value. */
  general: {
    /** Up to and including this price: lowBp. */
    lowMax: number;
    lowBp: number;
    /** Above lowMax up to and including middleMax: the linear formula (price × 2/3억원 − 3)%, to 4 decimals. */
    middleMax: number;
    highBp: number;
    sources: CostSource[];
  };
  /** 지방교육세 on the general rates: this share of the 취득세 rate (지방세법 제151조: 50% × 20% = 10%). */
  educationShareOfRate: { numerator: number; denominator: number; sources: CostSource[] };
  /** 농어촌특별세 on the general rates (2% × 10%), not due at or under ruralExemptMaxArea ㎡. */
  generalRuralBp: number;
  ruralExemptMaxArea: number;
  ruralSources: CostSource[];
  /** The regime by homes owned after this purchase (index 1..4, 4 = four or more). */
  byHomes: {
    adjusted: Record<1 | 2 | 3 | 4, TaxRegime>;
    other: Record<1 | 2 | 3 | 4, TaxRegime>;
  };
  /** Whether a temporary second home (일시적 2주택) in an adjusted area takes the general rates. */
  temporaryTwoHomesGeneral: CostSource | null;
  /** The acquisition date of a purchase and when the tax is due. */
  acquisitionDateSource: CostSource;
  dueDays: number;
  dueSource: CostSource;
}

const GENERAL: TaxRegime = { kind: 'general' };

const generalRates = (validFrom: string): AcquisitionTaxTable['general'] => ({
  lowMax: 600_000_000,
  lowBp: 100,
  middleMax: 900_000_000,
  highBp: 300,
  sources: [source('지방세법', '제11조 제1항 제8호', validFrom)],
});

const education = (validFrom: string) => ({
  numerator: 1,
  denominator: 10,
  sources: [source('지방세법', '제151조 제1항 제1호', validFrom)],
});

const ruralSources = (validFrom: string) => [
  source('농어촌특별세법', '제5조 제1항 제6호', validFrom),
  source('농어촌특별세법', '제4조 제11호 (전용 85㎡ 이하 비과세)', validFrom),
];

const acquisitionDateSource = source('지방세법 시행령', '제20조 제2항 (잔금일이 취득일)', '2020-01-01');
const dueSource = source('지방세법', '제20조 제1항 (취득일부터 60일 안에 신고·납부)', '2020-01-01');

/** 1세대 4주택 이상 4% (2020.1.1. 시행, 법률 제16855호). */
const fourHomes2020: TaxRegime = {
  kind: 'flat',
  label: '1세대 4주택 이상',
  acquisitionBp: 400,
  educationBp: 40,
  ruralBp: 20,
  sources: [source('지방세법', '제11조 제4항', '2020-01-01')],
};

/** 다주택 중과 (2020.8.12. 시행, 법률 제17473호): 8% and 12%, 교육세 0.4%, 농특세 0.6% / 1.0%. */
const heavy8: TaxRegime = {
  kind: 'flat',
  label: '다주택 중과 8%',
  acquisitionBp: 800,
  educationBp: 40,
  ruralBp: 60,
  sources: [source('지방세법', '제13조의2 제1항', '2020-08-12'), source('지방세법', '제151조 제1항 제1호', '2020-08-12')],
};
const heavy12: TaxRegime = { ...heavy8, label: '다주택 중과 12%', acquisitionBp: 1200, ruralBp: 100 };

/** The tables, oldest first. */
export const ACQUISITION_TAX_TABLES: readonly AcquisitionTaxTable[] = [
  {
    validFrom: '2020-01-01',
    general: generalRates('2020-01-01'),
    educationShareOfRate: education('2020-01-01'),
    generalRuralBp: 20,
    ruralExemptMaxArea: 85,
    ruralSources: ruralSources('2020-01-01'),
    byHomes: {
      adjusted: { 1: GENERAL, 2: GENERAL, 3: GENERAL, 4: fourHomes2020 },
      other: { 1: GENERAL, 2: GENERAL, 3: GENERAL, 4: fourHomes2020 },
    },
    temporaryTwoHomesGeneral: null,
    acquisitionDateSource,
    dueDays: 60,
    dueSource,
  },
  {
    validFrom: '2020-08-12',
    general: generalRates('2020-01-01'),
    educationShareOfRate: education('2020-01-01'),
    generalRuralBp: 20,
    ruralExemptMaxArea: 85,
    ruralSources: ruralSources('2020-01-01'),
    byHomes: {
      adjusted: { 1: GENERAL, 2: heavy8, 3: heavy12, 4: heavy12 },
      other: { 1: GENERAL, 2: GENERAL, 3: heavy8, 4: heavy12 },
    },
    temporaryTwoHomesGeneral: source('지방세법 시행령', '제28조의5 (일시적 2주택)', '2020-08-12'),
    acquisitionDateSource,
    dueDays: 60,
    dueSource,
  },
];

/**
 * 인지세 on the contract for a house (인지세법 제3조 제1항 제1호; 1억원 이하 주택은 제6조 제5호로 비과세). Both
 * parties sign one contract and owe it jointly; the buyer's usual share is half.
 */
export interface StampDutyTable {
  validFrom: string;
  bands: Array<{ upTo: number | null; amount: number }>;
  buyerShare: { numerator: number; denominator: number };
  sources: CostSource[];
}
export const STAMP_DUTY_TABLES: readonly StampDutyTable[] = [
  {
    validFrom: '2020-01-01',
    bands: [
      { upTo: 100_000_000, amount: 0 },
      { upTo: 1_000_000_000, amount: 150_000 },
      { upTo: null, amount: 350_000 },
    ],
    buyerShare: { numerator: 1, denominator: 2 },
    sources: [source('인지세법', '제3조 제1항 제1호', '2020-01-01'), source('인지세법', '제6조 제5호 (1억원 이하 주택 비과세)', '2020-01-01')],
  },
];

/** 소유권이전등기 신청수수료 (등기사항증명서 등 수수료규칙 제5조의2): 서면 신청, 전자 신청. */
export interface RegistrationFeeTable {
  validFrom: string;
  paper: number;
  electronic: number;
  sources: CostSource[];
}
export const REGISTRATION_FEE_TABLES: readonly RegistrationFeeTable[] = [
  {
    validFrom: '2020-01-01',
    paper: 15_000,
    electronic: 10_000,
    sources: [source('등기사항증명서 등 수수료규칙', '제5조의2', '2020-01-01')],
  },
];

/**
 * Our estimates, each marked as one on the screen: the resident can change the 법무사 and moving figures.
 * 관리비 예치금 is the complex's own figure when the complex has one (area_management_deposits).
 */
export const ESTIMATES = {
  /** 법무사 보수: free-priced; a typical quote for one apartment transfer. */
  lawyerFee: {
    amount: 400_000,
    source: estimateSource('어림값', '법무사 보수는 사무소마다 달라요 (보수 기준이 따로 없어요)'),
  },
  /** 관리비 예치금: about two months of 관리비, at this much per ㎡ of 전용면적 a month. */
  managementDeposit: {
    wonPerSquareMeterMonth: 3_000,
    months: 2,
    roundTo: 1_000,
    sources: [
      estimateSource('어림값', '전용면적 1㎡당 월 관리비 3,000원 × 2개월'),
      source('공동주택관리법', '제24조 (관리비예치금)', null),
    ],
  },
  /** 포장이사 by 평형 (upTo inclusive; null = larger). */
  moving: {
    bands: [
      { upTo: 10, amount: 700_000 },
      { upTo: 20, amount: 1_100_000 },
      { upTo: 30, amount: 1_500_000 },
      { upTo: 40, amount: 1_900_000 },
      { upTo: 50, amount: 2_400_000 },
      { upTo: null, amount: 3_000_000 },
    ],
    source: estimateSource('어림값', '같은 시·도 안 포장이사, 평형별 어림값'),
  },
} as const;

/** The row of `tables` valid on `date` (the latest validFrom on or before it), or undefined before the first. */
export function validOn<T extends { validFrom: string }>(tables: readonly T[], date: string): T | undefined {
  let found: T | undefined;
  for (const row of tables) if (row.validFrom <= date && (!found || row.validFrom >= found.validFrom)) found = row;
  return found;
}

/** The first date the calculator has rates for. */
export const EARLIEST_RATE_DATE = ACQUISITION_TAX_TABLES.reduce((min, t) => (t.validFrom < min ? t.validFrom : min), '9999-12-31');
