import {
  BOOKING_TIMING_BUCKETS,
  complexPagePath,
  DEFECT_CATEGORY_LABELS,
  MIN_HOUSEHOLDS_SHOWN,
  type BookedService,
  type BookingTimingBucket,
  type ComplexPage,
  type ComplexReviewHighlight,
  type ComplexSummary,
  type GroupBuy,
  type MoveInReport,
  type TimelineStep,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { groupBuyState } from '../../lib/group-buy';
import { findingsOfComplex } from '../inspections';
import type { ItemsService } from '../items';
import * as repo from './complexes.repository';

/** How many most-booked services the report lists, and review highlights it shows. */
const TOP_SERVICES = 8;
const REVIEW_HIGHLIGHTS = 6;
/** Where 사전점검 sits in the timeline: about this many days before the move-in period starts. */
const INSPECTION_DAYS_BEFORE = 45;
/** Special-price cards and group buys a complex page carries (the report lists every group buy). */
const PAGE_SPECIALS = 24;
const PAGE_GROUP_BUYS = 12;
/** Special-price services without timing data the timeline still names. */
const UNTIMED_SERVICES = 4;
/**
 * A report is reused per complex for this long (when the catalogue is cached at all, CATALOG_CACHE_TTL_MS > 0):
 * its figures move with orders, not with every request; a complex page opened by a whole group chat reads the
 * orders once a minute at most.
 */
export const REPORT_CACHE_TTL_MS = 60_000;
const REPORT_CACHE_MAX = 2_000;

/** A count, or null when it is below MIN_HOUSEHOLDS_SHOWN (k-anonymity, one rule for every figure). */
export const shownCount = (households: number): number | null => (households >= MIN_HOUSEHOLDS_SHOWN ? households : null);

/** An average amount, to the nearest 100원 (a figure read as money, not a statistic). */
const average = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length / 100) * 100;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

function bucketOf(daysBefore: number): BookingTimingBucket {
  if (daysBefore < 0) return 'after';
  if (daysBefore <= 6) return 'd0to6';
  if (daysBefore <= 13) return 'd7to13';
  if (daysBefore <= 29) return 'd14to29';
  if (daysBefore <= 59) return 'd30to59';
  return 'd60plus';
}

/** Whole percents that add up to 100 (largest remainders). */
function percents(counts: number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return counts.map(() => 0);
  const raw = counts.map((c) => (c * 100) / total);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    floors[i]! += 1;
  }
  return floors;
}

function summaryOf(row: NonNullable<repo.ComplexRow>): ComplexSummary {
  return { ...row, pagePath: row.slug ? complexPagePath(row.slug) : null };
}

/**
 * The services households of the complex booked, most households first. Each household counts once per
 * service, at its first payment; figures from fewer than MIN_HOUSEHOLDS_SHOWN households are null.
 */
export function bookedServices(lines: Awaited<ReturnType<typeof repo.paidLinesOfComplex>>): BookedService[] {
  const byCategory = new Map<string, { name: string; households: Map<string, number | null>; paid: number[]; regular: number[] }>();
  for (const line of lines) {
    let entry = byCategory.get(line.categoryCode);
    if (!entry) byCategory.set(line.categoryCode, (entry = { name: line.categoryName, households: new Map(), paid: [], regular: [] }));
    const before = entry.households.get(line.household);
    // The earliest booking of a household (the most days before moving in) is when it decided.
    if (!entry.households.has(line.household) || (line.daysBefore !== null && (before === null || before === undefined || line.daysBefore > before))) {
      entry.households.set(line.household, line.daysBefore);
    }
    entry.paid.push(line.paidUnit);
    entry.regular.push(line.regularUnit);
  }
  return [...byCategory.entries()]
    .map(([categoryCode, e]) => {
      const households = e.households.size;
      const shown = shownCount(households);
      const days = [...e.households.values()].filter((d): d is number => d !== null);
      const timed = days.length >= MIN_HOUSEHOLDS_SHOWN;
      const counts = BOOKING_TIMING_BUCKETS.map((b) => days.filter((d) => bucketOf(d) === b).length);
      const shares = percents(counts);
      return {
        categoryCode,
        categoryName: e.name,
        households: shown,
        sortKey: households,
        timing: shown !== null && timed ? BOOKING_TIMING_BUCKETS.map((bucket, i) => ({ bucket, percent: shares[i]! })) : null,
        medianDaysBefore: shown !== null && timed ? median(days) : null,
        averagePaid: shown !== null ? average(e.paid) : null,
        averageRegular: shown !== null ? average(e.regular) : null,
      };
    })
    .sort((a, b) => b.sortKey - a.sortKey || a.categoryCode.localeCompare(b.categoryCode))
    .slice(0, TOP_SERVICES)
    .map(({ sortKey: _sortKey, ...service }) => service);
}

export function createComplexesService(deps: AppDeps, { items }: { items: ItemsService }) {
  const { db } = deps;
  const ttlMs = deps.config.catalogCacheTtlMs > 0 ? REPORT_CACHE_TTL_MS : 0;
  const cache = new Map<string, { value: Promise<unknown>; expires: number }>();

  /** One computation per complex and kind at a time, reused for ttlMs; a failure is not kept. */
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
    if (cache.size >= REPORT_CACHE_MAX) cache.clear();
    const value = load();
    cache.set(key, { value, expires: Date.now() + ttlMs });
    value.catch(() => cache.delete(key));
    return value;
  }

  /** 단지 특가 as group buys: households joined (hidden when few), the rate reached and the next step. */
  async function groupBuys(apartmentIdx: number): Promise<GroupBuy[]> {
    const rows = await repo.groupBuysOfComplex(db, apartmentIdx);
    const steps = await repo.stepsOf(db, rows.map((r) => r.specialPriceIdx));
    // The group buys neighbours joined most first (those still counting after), then in catalogue order.
    const joinedOf = (r: (typeof rows)[number]) => shownCount(Number(r.households)) ?? -1;
    const ordered = [...rows].sort((a, b) => joinedOf(b) - joinedOf(a));
    return ordered.map((r) => {
      const own = steps.filter((s) => s.specialPriceIdx === r.specialPriceIdx);
      const joined = Number(r.households);
      const { next } = groupBuyState(r.baseRate, own, joined);
      const shown = shownCount(joined);
      return {
        itemIdx: r.itemIdx,
        itemName: r.itemName,
        categoryCode: r.categoryCode,
        categoryName: r.categoryName,
        companyName: r.companyName,
        label: r.label,
        baseRate: r.baseRate,
        currentRate: Number(r.currentRate),
        households: shown,
        steps: own.map((s) => ({ minHouseholds: s.minHouseholds, discountRate: s.discountRate, reached: s.minHouseholds <= joined })),
        next: next
          ? {
              minHouseholds: next.minHouseholds,
              discountRate: next.discountRate,
              // "N세대 남았어요" would tell how many joined: only said when the count itself is shown.
              householdsToGo: shown !== null ? next.minHouseholds - joined : null,
            }
          : null,
        endsAt: r.endsAt?.toISOString() ?? null,
      };
    });
  }

  async function reviewHighlights(apartmentIdx: number): Promise<ComplexReviewHighlight[]> {
    const rows = await repo.reviewHighlights(db, apartmentIdx, REVIEW_HIGHLIGHTS);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  async function inspectionsOf(apartmentIdx: number): Promise<MoveInReport['inspections']> {
    const { inspectedHouseholds, findings } = await findingsOfComplex(db, apartmentIdx);
    if (!inspectedHouseholds) return null;
    const inspected = shownCount(inspectedHouseholds);
    return {
      inspectedHouseholds: inspected,
      findings: findings
        .filter((f) => shownCount(f.households) !== null)
        .slice(0, 6)
        .map((f) => ({
          category: f.category,
          label: DEFECT_CATEGORY_LABELS[f.category as keyof typeof DEFECT_CATEGORY_LABELS] ?? '기타',
          households: f.households,
          percent: inspected !== null ? Math.round((f.households * 100) / inspectedHouseholds) : null,
        })),
    };
  }

  async function report(complex: NonNullable<repo.ComplexRow>): Promise<MoveInReport> {
    const [lines, buys, reviewRows, inspections] = await Promise.all([
      repo.paidLinesOfComplex(db, complex.apartmentIdx),
      groupBuys(complex.apartmentIdx),
      reviewHighlights(complex.apartmentIdx),
      inspectionsOf(complex.apartmentIdx),
    ]);
    return {
      complex: summaryOf(complex),
      minHouseholds: MIN_HOUSEHOLDS_SHOWN,
      paidHouseholds: shownCount(new Set(lines.map((l) => l.household)).size),
      services: bookedServices(lines),
      groupBuys: buys,
      reviews: reviewRows,
      inspections,
      generatedAt: new Date().toISOString(),
    };
  }

  /** 사전점검 → 입주 → the services in the order neighbours booked them (earliest first). */
  function timelineOf(complex: ComplexSummary, services: BookedService[], special: GroupBuy[]): TimelineStep[] {
    const period = complex.moveInStart
      ? `${complex.moveInStart.replaceAll('-', '.')}${complex.moveInEnd ? ` ~ ${complex.moveInEnd.replaceAll('-', '.')}` : ''}`
      : complex.moveInMonth
        ? `${complex.moveInMonth.replace('-', '년 ')}월`
        : '미정';
    const timed = services.filter((s) => s.medianDaysBefore !== null && s.categoryCode !== 'homeinsp');
    const timedCodes = new Set(timed.map((s) => s.categoryCode));
    const beforeTimed = timed.filter((s) => s.medianDaysBefore! >= 0).sort((a, b) => b.medianDaysBefore! - a.medianDaysBefore!);
    const step = (s: BookedService) => ({ kind: 'service' as const, title: s.categoryName, categoryCode: s.categoryCode, when: `입주 ${s.medianDaysBefore}일 전쯤` });
    const early = beforeTimed.filter((s) => s.medianDaysBefore! > INSPECTION_DAYS_BEFORE).map(step);
    const late = beforeTimed.filter((s) => s.medianDaysBefore! <= INSPECTION_DAYS_BEFORE).map(step);
    const after = timed
      .filter((s) => s.medianDaysBefore! < 0)
      .sort((a, b) => b.medianDaysBefore! - a.medianDaysBefore!)
      .map((s) => ({ kind: 'service' as const, title: s.categoryName, categoryCode: s.categoryCode, when: `입주 ${-s.medianDaysBefore!}일 뒤쯤` }));
    // A few special-price services neighbours have not booked often enough to time, before moving in.
    const rest = [...new Map(special.filter((g) => !timedCodes.has(g.categoryCode) && g.categoryCode !== 'homeinsp').map((g) => [g.categoryCode, g])).values()]
      .slice(0, UNTIMED_SERVICES)
      .map((g) => ({ kind: 'service' as const, title: g.categoryName, categoryCode: g.categoryCode, when: '입주 전' }));
    // 사전점검 is held about 45 days before the move-in period (the builder sets the day): services booked
    // earlier than that come before it.
    return [
      ...early,
      { kind: 'inspection', title: '사전점검', categoryCode: 'homeinsp', when: '입주 지정기간 1~2달 전, 건설사가 정한 날' },
      ...late,
      ...rest,
      { kind: 'move_in', title: '입주', categoryCode: null, when: period },
      ...after,
    ];
  }

  return {
    /** GET /complexes/{complexIdx}/move-in-report. */
    async moveInReport(apartmentIdx: number): Promise<MoveInReport> {
      return cached(`report:${apartmentIdx}`, async () => {
        const complex = await repo.findComplexByIdx(db, apartmentIdx);
        if (!complex) throw notFound('단지');
        return report(complex);
      });
    },

    /** GET /complexes/by-slug/{slug}: the complex's own page. */
    async page(slug: string): Promise<ComplexPage> {
      return cached(`page:${slug}`, async () => {
        const complex = await repo.findComplexBySlug(db, slug);
        if (!complex) throw notFound('단지 페이지');
        const [areas, listed, full] = await Promise.all([
          repo.listAreas(db, complex.apartmentIdx),
          items.listItems({ apartmentIdx: complex.apartmentIdx, itemSortType: 'recommended', limit: 100 }),
          report(complex),
        ]);
        const summary = summaryOf(complex);
        return {
          complex: summary,
          minHouseholds: MIN_HOUSEHOLDS_SHOWN,
          floorPlans: areas.map((a) => ({
            areaIdx: a.areaIdx,
            typeName: a.typeName,
            pyeong: a.pyeong,
            exclusiveArea: a.exclusiveArea,
            image:
              a.floorPlanUrl && a.floorPlanWidth && a.floorPlanHeight
                ? { url: a.floorPlanUrl, width: a.floorPlanWidth, height: a.floorPlanHeight }
                : null,
          })),
          // The best special prices first; a shared page carries a screenful, not the whole catalogue.
          specialItems: listed.items
            .filter((i) => i.price.priceType === 'special')
            .sort((a, b) => b.price.discountRate - a.price.discountRate || a.itemIdx - b.itemIdx)
            .slice(0, PAGE_SPECIALS),
          groupBuys: full.groupBuys.slice(0, PAGE_GROUP_BUYS),
          reviews: full.reviews,
          timeline: timelineOf(summary, full.services, full.groupBuys),
        };
      });
    },
  };
}

export type ComplexesService = ReturnType<typeof createComplexesService>;
