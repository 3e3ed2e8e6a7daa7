import { addDays, formatWon, formatWonInUnits, type CostLine, type CostSection, type CostSource } from '@ipju/contract';
import {
  ACQUISITION_TAX_TABLES,
  ESTIMATES,
  REGISTRATION_FEE_TABLES,
  STAMP_DUTY_TABLES,
  validOn,
  type AcquisitionTaxTable,
  type TaxRegime,
} from './cost-tables';

/**
 * The move-in cost engine: pure functions from the facts of a purchase to cost lines, reading every rate
 * from the dated tables (cost-tables.ts) valid on the acquisition date. No database, no clock: the service
 * gives it what it needs, tests give it worked examples.
 */

export interface PurchaseFacts {
  price: number;
  /** 잔금일 (YYYY-MM-DD): the acquisition date, which picks the rates. */
  acquisitionDate: string;
  exclusiveArea: number;
  pyeong: number;
  homesOwned: 1 | 2 | 3 | 4;
  adjustedArea: boolean;
  temporaryTwoHomes: boolean;
}

export interface CostChoices {
  useLawyer: boolean;
  lawyerFee: number | null;
  movingCost: number | null;
  /** The complex's own 관리비 예치금 for this unit size, when it has one. */
  managementDeposit: { amount: number; complexName: string } | null;
  /** The resident picked a moving service from the catalogue: it replaces the moving estimate. */
  movingFromServices: boolean;
}

export class RateUnavailableError extends Error {}

/** 167 -> '1.67%', 16.7 -> '0.167%' */
export function percent(bp: number): string {
  return `${String(Number((bp / 100).toFixed(4)))}%`;
}

/** Local taxes are paid with the figure under 10원 dropped. */
const floor10 = (won: number) => Math.floor(won / 10) * 10;

/**
 * price × bp / 10,000, the bp given as a fraction (numerator / denominator, e.g. the education share 167/10), in
 * integer arithmetic: price × numerator stays below 2^53 for any price the calculator takes.
 */
const applyBp = (price: number, bp: number, denominator = 1) => floor10(Math.floor((price * bp) / (10_000 * denominator)));

/**
 * The general 취득세 rate in bp for a price (지방세법 제11조 제1항 제8호): up to 6억 1%, over 9억 3%, and in
 * between (price × 2/3억원 − 3)%, the rate rounded to the fourth decimal (i.e. a whole bp, half up).
 */
export function generalRateBp(table: AcquisitionTaxTable['general'], price: number): number {
  if (price <= table.lowMax) return table.lowBp;
  if (price > table.middleMax) return table.highBp;
  // (price / 1억 × 2/3 − 3) % = (2 × price − 9억) / 300만 bp; half up in integers.
  const numerator = 2 * price - 900_000_000;
  return Math.floor((2 * numerator + 3_000_000) / 6_000_000);
}

export function taxTableOn(date: string): AcquisitionTaxTable {
  const table = validOn(ACQUISITION_TAX_TABLES, date);
  if (!table) throw new RateUnavailableError(date);
  return table;
}

export interface TaxResult {
  /** What applied, in words: "1주택 6억~9억 구간", "조정대상지역 2주택 중과 8%". */
  rule: string;
  acquisitionBp: number;
  section: CostSection;
  /** When the 취득세 has to be paid at the latest. */
  dueDate: string;
  dueSource: CostSource;
}

function regimeOf(table: AcquisitionTaxTable, facts: PurchaseFacts): { regime: TaxRegime; note: string | null; extra: CostSource[] } {
  const byArea = facts.adjustedArea ? table.byHomes.adjusted : table.byHomes.other;
  const regime = byArea[facts.homesOwned];
  if (regime.kind === 'flat' && facts.homesOwned === 2 && facts.temporaryTwoHomes && table.temporaryTwoHomesGeneral) {
    return {
      regime: { kind: 'general' },
      note: '일시적 2주택이라 1주택 세율을 적용했어요. 종전 주택을 기한 안에 팔지 않으면 중과세율과의 차이를 더 내야 해요.',
      extra: [table.temporaryTwoHomesGeneral],
    };
  }
  return { regime, note: null, extra: [] };
}

const homesLabel = (homes: number) => (homes >= 4 ? '4주택 이상' : `${homes}주택`);

/** 취득세, 지방교육세 and 농어촌특별세 for a purchase, from the table valid on its acquisition date. */
export function acquisitionTax(facts: PurchaseFacts): TaxResult {
  const table = taxTableOn(facts.acquisitionDate);
  const { regime, note, extra } = regimeOf(table, facts);
  const price = facts.price;
  const area = `${facts.adjustedArea ? '조정대상지역' : '비조정대상지역'} ${homesLabel(facts.homesOwned)}`;
  const overArea = facts.exclusiveArea > table.ruralExemptMaxArea;

  let acquisitionBp: number;
  let educationBp: number;
  /** The education bp as a fraction: (educationBp × educationDenominator) / educationDenominator. */
  let educationDenominator = 1;
  let ruralBp: number;
  let rule: string;
  let rateSources: CostSource[];
  let rateFormula: string;
  let educationFormula: string;
  let educationSources: CostSource[];
  if (regime.kind === 'general') {
    acquisitionBp = generalRateBp(table.general, price);
    const share = table.educationShareOfRate;
    educationBp = (acquisitionBp * share.numerator) / share.denominator;
    educationDenominator = share.denominator;
    ruralBp = table.generalRuralBp;
    const g = table.general;
    if (price <= g.lowMax) {
      rule = `${area}, ${formatWonInUnits(g.lowMax)} 이하`;
      rateFormula = `${formatWon(price)} × ${percent(acquisitionBp)}`;
    } else if (price > g.middleMax) {
      rule = `${area}, ${formatWonInUnits(g.middleMax)} 초과`;
      rateFormula = `${formatWon(price)} × ${percent(acquisitionBp)}`;
    } else {
      rule = `${area}, ${formatWonInUnits(g.lowMax)} 초과 ${formatWonInUnits(g.middleMax)} 이하`;
      rateFormula = `${formatWon(price)} × ${percent(acquisitionBp)} (세율 = 취득가액(억원) × 2/3 − 3, 소수점 넷째자리까지)`;
    }
    rateSources = [...g.sources, ...extra];
    educationFormula = `${formatWon(price)} × ${percent(educationBp)} (취득세율 × 50% × 20%)`;
    educationSources = share.sources;
  } else {
    acquisitionBp = regime.acquisitionBp;
    educationBp = regime.educationBp;
    ruralBp = regime.ruralBp;
    rule = `${area}, ${regime.label}`;
    rateFormula = `${formatWon(price)} × ${percent(acquisitionBp)}`;
    rateSources = regime.sources;
    educationFormula = `${formatWon(price)} × ${percent(educationBp)}`;
    educationSources = regime.sources.filter((s) => s.article.startsWith('제151조')).length
      ? regime.sources.filter((s) => s.article.startsWith('제151조'))
      : table.educationShareOfRate.sources;
  }

  const lines: CostLine[] = [
    {
      key: 'acquisitionTax',
      label: '취득세',
      amount: applyBp(price, acquisitionBp),
      formula: rateFormula,
      note: [note, `적용 기준: ${rule}`].filter(Boolean).join(' '),
      estimate: false,
      sources: [...rateSources, table.acquisitionDateSource],
    },
    {
      key: 'localEducationTax',
      label: '지방교육세',
      amount: applyBp(price, Math.round(educationBp * educationDenominator), educationDenominator),
      formula: educationFormula,
      note: null,
      estimate: false,
      sources: educationSources,
    },
    {
      key: 'ruralSpecialTax',
      label: '농어촌특별세',
      amount: overArea ? applyBp(price, ruralBp) : 0,
      formula: overArea
        ? `${formatWon(price)} × ${percent(ruralBp)} (전용 ${facts.exclusiveArea}㎡, ${table.ruralExemptMaxArea}㎡ 초과)`
        : `전용 ${facts.exclusiveArea}㎡ (${table.ruralExemptMaxArea}㎡ 이하라 내지 않아요)`,
      note: null,
      estimate: false,
      sources: table.ruralSources,
    },
  ];
  return {
    rule,
    acquisitionBp,
    section: section('tax', '취득세와 부가세', lines),
    dueDate: addDays(facts.acquisitionDate, table.dueDays),
    dueSource: table.dueSource,
  };
}

function section(key: CostSection['key'], title: string, lines: CostLine[]): CostSection {
  return { key, title, subtotal: lines.reduce((s, l) => s + l.amount, 0), lines };
}

/** 인지세 (buyer's share), 등기신청 수수료 and, when asked, the 법무사 보수 (an editable estimate). */
export function registrationCosts(facts: Pick<PurchaseFacts, 'price' | 'acquisitionDate'>, choices: Pick<CostChoices, 'useLawyer' | 'lawyerFee'>): CostSection {
  const stamp = validOn(STAMP_DUTY_TABLES, facts.acquisitionDate);
  const fee = validOn(REGISTRATION_FEE_TABLES, facts.acquisitionDate);
  if (!stamp || !fee) throw new RateUnavailableError(facts.acquisitionDate);
  const band = stamp.bands.find((b) => b.upTo === null || facts.price <= b.upTo)!;
  const buyerStamp = Math.floor((band.amount * stamp.buyerShare.numerator) / stamp.buyerShare.denominator);
  const lines: CostLine[] = [
    {
      key: 'stampDuty',
      label: '인지세',
      amount: buyerStamp,
      formula:
        band.amount === 0
          ? `${formatWonInUnits(facts.price)}: 1억원 이하 주택이라 내지 않아요`
          : `${formatWon(band.amount)}의 절반 (${band.upTo === null ? `${formatWonInUnits(stamp.bands.at(-2)?.upTo ?? 0)} 초과` : `${formatWonInUnits(band.upTo)} 이하`} 구간)`,
      note: '계약서 한 장에 매도인(시행사)과 함께 내는 세금이라 보통 절반씩 내요.',
      estimate: false,
      sources: stamp.sources,
    },
    {
      key: 'registrationFee',
      label: '등기신청 수수료',
      amount: fee.paper,
      formula: `소유권이전등기 1건, 서면 신청 ${formatWon(fee.paper)}`,
      note: `인터넷등기소에서 전자 신청하면 ${formatWon(fee.electronic)}이에요.`,
      estimate: false,
      sources: fee.sources,
    },
  ];
  if (choices.useLawyer) {
    const typed = choices.lawyerFee !== null;
    lines.push({
      key: 'lawyerFee',
      label: '법무사 보수',
      amount: choices.lawyerFee ?? ESTIMATES.lawyerFee.amount,
      formula: typed ? '직접 입력한 금액' : `어림값 ${formatWon(ESTIMATES.lawyerFee.amount)}`,
      note: '사무소마다 달라요. 받은 견적으로 바꿔 보세요.',
      estimate: !typed,
      sources: [ESTIMATES.lawyerFee.source],
    });
  }
  return section('registration', '등기 비용', lines);
}

/** 관리비 예치금: the complex's figure when known, else the per-㎡ estimate. */
export function depositCosts(facts: Pick<PurchaseFacts, 'exclusiveArea'>, choices: Pick<CostChoices, 'managementDeposit'>): CostSection {
  const d = ESTIMATES.managementDeposit;
  const known = choices.managementDeposit;
  const estimate = Math.round((facts.exclusiveArea * d.wonPerSquareMeterMonth * d.months) / d.roundTo) * d.roundTo;
  const line: CostLine = known
    ? {
        key: 'managementDeposit',
        label: '관리비 예치금',
        amount: known.amount,
        formula: `${known.complexName} 안내 금액`,
        note: '입주할 때 한 번 내고, 집을 팔 때 돌려받아요.',
        estimate: false,
        sources: [{ law: `${known.complexName} 관리 자료`, article: '평형별 관리비 예치금', url: null, validFrom: null }, d.sources[1]],
      }
    : {
        key: 'managementDeposit',
        label: '관리비 예치금',
        amount: estimate,
        formula: `전용 ${facts.exclusiveArea}㎡ × ${formatWon(d.wonPerSquareMeterMonth)} × ${d.months}개월 (어림값)`,
        note: '이 단지의 안내 금액이 아직 없어 어림했어요. 입주할 때 한 번 내고, 집을 팔 때 돌려받아요.',
        estimate: true,
        sources: [...d.sources],
      };
  return section('deposit', '관리비 예치금', [line]);
}

/** The moving estimate by 평형 (or the resident's own figure); none when a moving service was picked. */
export function movingCosts(facts: Pick<PurchaseFacts, 'pyeong'>, choices: Pick<CostChoices, 'movingCost' | 'movingFromServices'>): CostSection {
  if (choices.movingFromServices) return section('moving', '이사', []);
  const m = ESTIMATES.moving;
  const band = m.bands.find((b) => b.upTo === null || facts.pyeong <= b.upTo)!;
  const typed = choices.movingCost !== null;
  return section('moving', '이사', [
    {
      key: 'moving',
      label: '이사 비용',
      amount: choices.movingCost ?? band.amount,
      formula: typed ? '직접 입력한 금액' : `${facts.pyeong}평 포장이사 어림값`,
      note: typed ? null : '이사 업체 견적을 받으면 바꿔 보세요.',
      estimate: !typed,
      sources: [m.source],
    },
  ]);
}
