import {
  compareYmd,
  formatWon,
  formatYmd,
  MY_CALCULATIONS_LIMIT,
  PAYMENT_KIND_LABELS,
  type MyMoveInCalculation,
  type CalculatorServiceLine,
  type CheckoutCoupons,
  type CostLine,
  type CostSection,
  type MoveInCalculationParsed,
  type MoveInCalculationResult,
  type SavedMoveInCalculation,
  type ScheduleEntry,
} from '@ipju/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { asGuest, asResident, authorize } from '../../lib/authorize';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { allocate, type CouponLineInput, type CouponsService } from '../coupons';
import type { ItemsService } from '../items';
import { EARLIEST_RATE_DATE } from './cost-tables';
import { acquisitionTax, depositCosts, movingCosts, percent, RateUnavailableError, registrationCosts } from './move-in-cost.engine';
import * as repo from './move-in-calculator.repository';

/** The catalogue category of moving services: picking one replaces the moving estimate. */
const MOVING_CATEGORY = 'move';

export type SaveInput = MoveInCalculationParsed & { visibility: 'link' | 'private' };

export const sharePathOf = (shareToken: string) => `/move-in-calculator?share=${shareToken}`;

const CALCULATION = '계산 결과';

/**
 * The move-in calculator: checks the inputs, prices the chosen services at the complex's special prices
 * with the coupons that apply (the items and coupons services: one source for both), runs the tax and fee
 * engine on the 잔금일, and saves a calculation to open by its share link.
 */
export function createMoveInCalculatorService(deps: { db: Db }, ports: { items: ItemsService; coupons: CouponsService }) {
  const { db } = deps;

  async function placeOf(input: MoveInCalculationParsed) {
    const area = await repo.findAreaWithPlace(db, input.areaIdx);
    if (!area || area.apartmentIdx !== input.apartmentIdx) {
      if (!(await repo.apartmentExists(db, input.apartmentIdx))) throw notFound('단지');
      throw invalidField('areaIdx', '선택한 평형이 이 단지의 평형이 아니에요. 단지의 평형 목록에서 다시 골라 주세요.');
    }
    return area;
  }

  function checkDates(input: MoveInCalculationParsed) {
    if (compareYmd(input.balanceDate, EARLIEST_RATE_DATE) < 0) {
      throw invalidField('balanceDate', `잔금일은 ${formatYmd(EARLIEST_RATE_DATE, false)} 이후로 입력해 주세요. 그 전 세율은 계산할 수 없어요.`);
    }
    if (!input.payments.length) return;
    const late = input.payments.find((p) => compareYmd(p.dueDate, input.balanceDate) > 0);
    if (late) {
      throw invalidField('payments', `${PAYMENT_KIND_LABELS[late.kind]} 납부일(${formatYmd(late.dueDate, false)})이 잔금일보다 늦어요. 날짜를 확인해 주세요.`);
    }
    const sum = input.payments.reduce((s, p) => s + p.amount, 0);
    if (sum !== input.price) {
      throw invalidField(
        'payments',
        `계약금·중도금·잔금을 더한 ${formatWon(sum)}이 분양가(매매가) ${formatWon(input.price)}와 달라요. ${formatWon(Math.abs(input.price - sum))} ${sum < input.price ? '모자라요' : '넘어요'}.`,
      );
    }
  }

  /** The chosen services priced for this complex and 평형, and the coupons that lower them. */
  async function pricedServices(residentIdx: number | null, input: MoveInCalculationParsed, apartmentIdx: number, pyeong: number) {
    if (!input.services.length) {
      return { lines: [] as CalculatorServiceLine[], coupons: { applied: [], basis: 'none' as const, moreWithDownloads: 0 }, categoryCodes: [] as string[] };
    }
    const estimates = await ports.items.estimateMany(
      input.services.map((s) => ({ itemIdx: s.itemIdx, optionIdxs: s.optionIdxs, quantity: s.quantity, apartmentIdx, pyeong })),
    );
    const summaries = await ports.items.itemSummaries(input.services.map((s) => s.itemIdx));
    const priced = estimates.map((estimate, i) => {
      if (estimate instanceof AppError) throw invalidField('services', `${i + 1}번째 서비스: ${estimate.message}`);
      const summary = summaries.get(estimate.itemIdx);
      if (!summary) throw invalidField('services', `${i + 1}번째 서비스를 찾을 수 없어요. 서비스를 다시 골라 주세요.`);
      return { key: i + 1, estimate, summary };
    });
    const couponLines: CouponLineInput[] = priced.map((p) => ({
      key: p.key,
      itemIdx: p.estimate.itemIdx,
      categoryCode: p.summary.categoryCode,
      price: p.estimate.total,
    }));
    const sheet = await ports.coupons.couponsForLines(residentIdx, couponLines);
    const { applied, basis, moreWithDownloads } = chosenCoupons(residentIdx, sheet);
    const shareByKey = new Map<number, number>();
    for (const c of applied) {
      const eligible = couponLines.filter((l) => c.keys.includes(l.key));
      for (const share of allocate(c.discount, eligible)) shareByKey.set(share.key, (shareByKey.get(share.key) ?? 0) + share.discount);
    }
    const lines: CalculatorServiceLine[] = priced.map(({ key, estimate, summary }) => {
      const couponDiscount = shareByKey.get(key) ?? 0;
      return {
        itemIdx: estimate.itemIdx,
        name: summary.name,
        companyName: summary.companyName,
        categoryName: summary.categoryName,
        quantity: estimate.quantity,
        regularPrice: estimate.regularTotal,
        price: estimate.total,
        discountRate: estimate.discountRate,
        specialLabel: estimate.specialLabel ?? null,
        couponDiscount,
        finalPrice: estimate.total - couponDiscount,
      };
    });
    return {
      lines,
      coupons: { applied: applied.map(({ couponIdx, name, discount }) => ({ couponIdx, name, discount })), basis, moreWithDownloads },
      categoryCodes: priced.map((p) => p.summary.categoryCode),
    };
  }

  async function compute(residentIdx: number | null, input: MoveInCalculationParsed, now = new Date()): Promise<MoveInCalculationResult> {
    const place = await placeOf(input);
    checkDates(input);
    const services = await pricedServices(residentIdx, input, place.apartmentIdx, place.pyeong);
    const facts = {
      price: input.price,
      acquisitionDate: input.balanceDate,
      exclusiveArea: place.exclusiveArea,
      pyeong: place.pyeong,
      homesOwned: input.homesOwned as 1 | 2 | 3 | 4,
      adjustedArea: input.adjustedArea,
      temporaryTwoHomes: input.temporaryTwoHomes,
    };
    let tax;
    let registration;
    try {
      tax = acquisitionTax(facts);
      registration = registrationCosts(facts, input);
    } catch (error) {
      if (error instanceof RateUnavailableError) throw invalidField('balanceDate', '이 잔금일에 적용할 세율 자료가 없어요. 잔금일을 확인해 주세요.');
      throw error;
    }
    const deposit = depositCosts(facts, {
      managementDeposit: place.managementDeposit === null ? null : { amount: place.managementDeposit, complexName: place.complexName },
    });
    const moving = movingCosts(facts, { movingCost: input.movingCost, movingFromServices: services.categoryCodes.includes(MOVING_CATEGORY) });
    const sections: CostSection[] = [tax.section, registration, deposit, moving, servicesSection(services.lines)];
    const costsTotal = sections.reduce((s, x) => s + x.subtotal, 0);

    const schedule: ScheduleEntry[] = (
      input.payments.length
        ? input.payments.map((p) => ({ date: p.dueDate, label: PAYMENT_KIND_LABELS[p.kind], amount: p.amount }))
        : [{ date: input.balanceDate, label: '잔금', amount: input.price }]
    ).concat(
      [
        { date: input.balanceDate, label: '등기 비용·관리비 예치금', amount: registration.subtotal + deposit.subtotal },
        { date: input.balanceDate, label: '이사·입주 서비스', amount: moving.subtotal + sections[4]!.subtotal },
        { date: tax.dueDate, label: '취득세 신고·납부 기한', amount: tax.section.subtotal },
      ].filter((e) => e.amount > 0),
    );
    schedule.sort((a, b) => compareYmd(a.date, b.date));

    return {
      apartment: { apartmentIdx: place.apartmentIdx, name: place.complexName },
      area: { areaIdx: place.areaIdx, pyeong: place.pyeong, exclusiveArea: place.exclusiveArea, typeName: place.typeName },
      acquisitionDate: input.balanceDate,
      taxRule: tax.rule.includes('%') ? tax.rule : `${tax.rule} · 취득세율 ${percent(tax.acquisitionBp)}`,
      sections,
      services: services.lines,
      coupons: services.coupons,
      schedule,
      priceTotal: input.price,
      costsTotal,
      grandTotal: input.price + costsTotal,
      computedAt: now.toISOString(),
    };
  }

  function toSaved(row: Awaited<ReturnType<typeof repo.findByToken>> & object, residentIdx: number | null): SavedMoveInCalculation {
    return {
      shareToken: row.shareToken,
      sharePath: sharePathOf(row.shareToken),
      visibility: row.visibility as 'link' | 'private',
      mine: residentIdx !== null && row.residentIdx === residentIdx,
      input: row.input as SavedMoveInCalculation['input'],
      result: row.result as MoveInCalculationResult,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function findVisible(residentIdx: number | null, shareToken: string) {
    const row = await repo.findByToken(db, shareToken);
    return authorize(
      residentIdx === null ? asGuest() : asResident(residentIdx),
      row,
      (r) => (r.visibility === 'link' ? { everyone: true } : { residentIdx: r.residentIdx }),
      CALCULATION,
    );
  }

  return {
    compute,

    /** Computes and keeps the calculation; a private one needs a signed-in resident (400 on visibility). */
    async save(residentIdx: number | null, body: SaveInput): Promise<SavedMoveInCalculation> {
      if (body.visibility === 'private' && residentIdx === null) {
        throw invalidField('visibility', '나만 보기로 저장하려면 로그인해 주세요. 로그인하지 않으면 링크로만 저장할 수 있어요.');
      }
      const { visibility, ...input } = body;
      const result = await compute(residentIdx, input);
      const row = await repo.insertCalculation(db, {
        shareToken: randomBytes(18).toString('base64url'),
        residentIdx,
        visibility,
        input,
        result,
      });
      return toSaved(row, residentIdx);
    },

    /** A saved calculation by its link: anyone for a link one, only its author for a private one (else 404). */
    async open(residentIdx: number | null, shareToken: string): Promise<SavedMoveInCalculation> {
      return toSaved(await findVisible(residentIdx, shareToken), residentIdx);
    },

    /** My saved calculations (link and private), newest first: one query. */
    async listMine(residentIdx: number): Promise<{ calculations: MyMoveInCalculation[] }> {
      const rows = await repo.listByResident(db, residentIdx, MY_CALCULATIONS_LIMIT);
      return {
        calculations: rows.map((row) => {
          const result = row.result as MoveInCalculationResult;
          return {
            shareToken: row.shareToken,
            sharePath: sharePathOf(row.shareToken),
            visibility: row.visibility as 'link' | 'private',
            complexName: result.apartment.name,
            pyeong: result.area.pyeong,
            acquisitionDate: result.acquisitionDate,
            grandTotal: result.grandTotal,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      };
    },

    /** What a shared link's preview shows (og tags), or null when the link names nothing anyone may see. */
    async preview(shareToken: string): Promise<{ title: string; description: string } | null> {
      const row = await repo.findByToken(db, shareToken);
      if (!row || row.visibility !== 'link') return null;
      const result = row.result as MoveInCalculationResult;
      const tax = result.sections.find((s) => s.key === 'tax')?.subtotal ?? 0;
      return {
        title: `${result.apartment.name} ${result.area.pyeong}평 입주 비용 ${formatWon(result.grandTotal)}`,
        description: `분양가(매매가) ${formatWon(result.priceTotal)}에 취득세 ${formatWon(tax)}, 등기·관리비 예치금·이사·입주 서비스까지 더한 금액이에요. 잔금일 ${formatYmd(result.acquisitionDate)} 기준.`,
      };
    },
  };
}

export type MoveInCalculatorService = ReturnType<typeof createMoveInCalculatorService>;

function chosenCoupons(residentIdx: number | null, sheet: CheckoutCoupons) {
  const entries = new Map<number, { name: string; discount: number; keys: number[] }>();
  for (const c of [...sheet.downloadable, ...sheet.held]) {
    if (c.usable) entries.set(c.couponIdx, { name: c.name, discount: c.discount, keys: c.eligibleCartIdxs });
  }
  // Signed in: the held coupons' best combination, as the payment page applies it; signed out: what the
  // coupons on offer would save once received.
  const chosen = residentIdx === null ? sheet.bestWithDownloads : sheet.best;
  const applied = (chosen?.couponIdxs ?? []).flatMap((couponIdx) => {
    const e = entries.get(couponIdx);
    return e ? [{ couponIdx, ...e }] : [];
  });
  const basis = applied.length ? (residentIdx === null ? ('downloadable' as const) : ('held' as const)) : ('none' as const);
  const moreWithDownloads = residentIdx !== null && sheet.bestWithDownloads ? sheet.bestWithDownloads.discount - sheet.best.discount : 0;
  return { applied, basis, moreWithDownloads };
}

function servicesSection(lines: CalculatorServiceLine[]): CostSection {
  const costLines: CostLine[] = lines.map((l, i) => ({
    key: `service-${i + 1}`,
    label: `${l.name} (${l.companyName})`,
    amount: l.finalPrice,
    formula: [
      l.discountRate > 0 ? `정가 ${formatWon(l.regularPrice)} → 단지 특가 ${formatWon(l.price)} (${l.discountRate}% 할인)` : `정가 ${formatWon(l.price)}`,
      l.couponDiscount > 0 ? `쿠폰 ${formatWon(l.couponDiscount)} 할인` : null,
    ]
      .filter(Boolean)
      .join(', '),
    note: l.specialLabel,
    estimate: false,
    sources: [],
  }));
  return { key: 'services', title: '입주 서비스', subtotal: costLines.reduce((s, l) => s + l.amount, 0), lines: costLines };
}
