import { seoulInstant, seoulToday, VISIT_TIME_SETS, type VisitTimeSetKey } from '@ipju/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orderLines, orders, residents, specialPrices, specialPriceSteps } from '../db/schema';
import { claimOrderNos } from '../modules/billing';
import { NAMED_APARTMENTS } from './data/apartments';
import { CATEGORIES } from './data/categories';
import { categoryImageUrl } from './data/images';
import { ITEMS, PYEONG_TIERS } from './data/items';
import { PARTNERS } from './data/partners';

/**
 * What the named complexes' report and pages show (docs/COMPLEX-PAGES.md): neighbours' paid bookings, made
 * as rows of real orders (paid by card at the complex's special price, the work done), and the group-buy
 * steps of their special prices. The steps start above the households seeded here, so the seeded special
 * prices stay the rates the rest of the demo shows; the page says how many more households are needed.
 * Deterministic (a hash of fixed numbers), inside the seed's transaction.
 */

const DAY_MS = 86_400_000;
/** The seed's "today": bookings were paid by then. */
const SEED_TODAY = '2026-11-14';

/** Households per named complex that booked something through ipju. */
const HOUSEHOLDS: Record<number, number> = { 1: 48, 2: 30, 3: 26 };

/** What share of households book a category (per mille), and how many days before moving in (centre, spread). */
const BOOKED: Array<{ code: string; share: number; centre: number; spread: number }> = [
  { code: 'cleaning', share: 820, centre: 24, spread: 20 },
  { code: 'tljoint', share: 560, centre: 40, spread: 24 },
  { code: 'homeinsp', share: 470, centre: 72, spread: 26 },
  { code: 'coatpnt', share: 400, centre: 36, spread: 22 },
  { code: 'nanoct', share: 300, centre: 30, spread: 20 },
  { code: 'sickhs', share: 240, centre: 18, spread: 14 },
  { code: 'builtinac', share: 200, centre: 88, spread: 36 },
  { code: 'finenet', share: 180, centre: 12, spread: 16 },
  { code: 'lighting', share: 140, centre: 46, spread: 30 },
];

function mix(...values: number[]): number {
  let h = 2_166_136_261;
  for (const v of values) {
    h ^= v & 0xffff;
    h = Math.imul(h, 16_777_619) >>> 0;
    h ^= v >>> 16;
    h = Math.imul(h, 16_777_619) >>> 0;
  }
  return h;
}

const discount = (amount: number, rate: number) => Math.floor((amount * rate) / 10_000) * 100;

export async function insertComplexBookings(tx: Tx): Promise<void> {
  const named = NAMED_APARTMENTS.map((a) => a.apartmentIdx);
  const specials = await tx
    .select({ specialPriceIdx: specialPrices.specialPriceIdx, apartmentIdx: specialPrices.apartmentIdx, itemIdx: specialPrices.itemIdx, rate: specialPrices.discountRate, label: specialPrices.label })
    .from(specialPrices)
    .where(inArray(specialPrices.apartmentIdx, named));
  const categoryByCode = new Map(CATEGORIES.map((c) => [c.code, c]));
  const companyByIdx = new Map(PARTNERS.map((p) => [p.partnerIdx, p.companyName]));

  interface Plan {
    apartmentIdx: number;
    household: number;
    dong: string;
    ho: string;
    pyeong: number;
    itemIdx: number;
    paidAt: Date;
    regular: number;
    special: number;
    label: string;
  }
  const plans: Plan[] = [];
  const people: Array<{ apartmentIdx: number; household: number; code: string }> = [];
  for (const complex of NAMED_APARTMENTS) {
    const start = Date.parse(`${complex.moveInStart}T00:00:00Z`);
    const latest = Math.round((start - Date.parse(`${SEED_TODAY}T00:00:00Z`)) / DAY_MS);
    for (let h = 0; h < HOUSEHOLDS[complex.apartmentIdx]!; h++) {
      const area = complex.areas[mix(complex.apartmentIdx, h, 3) % complex.areas.length]!;
      const tier = PYEONG_TIERS.findIndex((t) => area.pyeong >= t.min && area.pyeong <= t.max);
      const dong = String(101 + (mix(complex.apartmentIdx, h, 5) % 12));
      const ho = String((1 + (mix(complex.apartmentIdx, h, 7) % 25)) * 100 + 1 + (mix(complex.apartmentIdx, h, 9) % 4));
      people.push({ apartmentIdx: complex.apartmentIdx, household: h, code: `CPX${complex.apartmentIdx}${String(h + 1).padStart(4, '0')}` });
      for (const [k, booked] of BOOKED.entries()) {
        if (mix(complex.apartmentIdx, h, k, 11) % 1000 >= booked.share) continue;
        const candidates = ITEMS.filter((i) => i.code === booked.code && specials.some((s) => s.apartmentIdx === complex.apartmentIdx && s.itemIdx === i.itemIdx));
        if (!candidates.length) continue;
        const item = candidates[mix(complex.apartmentIdx, h, k, 13) % Math.min(2, candidates.length)]!;
        const special = specials.find((s) => s.apartmentIdx === complex.apartmentIdx && s.itemIdx === item.itemIdx)!;
        const offset = booked.centre + (mix(complex.apartmentIdx, h, k, 17) % (2 * booked.spread + 1)) - booked.spread;
        const daysBefore = Math.max(latest, offset);
        const regular = item.tiers ? item.tiers[Math.max(0, tier)]! : (item.flat ?? 0);
        if (!regular) continue;
        plans.push({
          apartmentIdx: complex.apartmentIdx,
          household: h,
          dong,
          ho,
          pyeong: area.pyeong,
          itemIdx: item.itemIdx,
          paidAt: new Date(start - daysBefore * DAY_MS + (10 + (mix(h, k) % 9)) * 3_600_000 - 9 * 3_600_000),
          regular,
          special: discount(regular, special.rate),
          label: special.label,
        });
      }
    }
  }

  const residentRows = await tx
    .insert(residents)
    .values(
      people.map((p) => {
        const joined = seoulInstant('2026-06-01', '10:00');
        return {
          phone: null,
          name: '입주민',
          apartmentIdx: p.apartmentIdx,
          referralCode: p.code,
          termsAgreedAt: joined,
          privacyAgreedAt: joined,
          ageConfirmedAt: joined,
          createdAt: joined,
        };
      }),
    )
    .returning({ residentIdx: residents.residentIdx, referralCode: residents.referralCode });
  const residentOf = (apartmentIdx: number, household: number) =>
    residentRows.find((r) => r.referralCode === `CPX${apartmentIdx}${String(household + 1).padStart(4, '0')}`)!.residentIdx;

  // Short order numbers in payment order per Seoul day, from the counters new orders use.
  const order = plans.map((p, i) => ({ p, i })).sort((a, b) => a.p.paidAt.getTime() - b.p.paidAt.getTime() || a.i - b.i);
  const orderNoOf = new Map<number, string>();
  const byDay = new Map<string, number[]>();
  for (const { p, i } of order) byDay.set(seoulToday(p.paidAt), [...(byDay.get(seoulToday(p.paidAt)) ?? []), i]);
  for (const indexes of byDay.values()) {
    const numbers = await claimOrderNos(tx, plans[indexes[0]!]!.paidAt, indexes.length);
    indexes.forEach((planIndex, k) => orderNoOf.set(planIndex, numbers[k]!));
  }

  for (let from = 0; from < plans.length; from += 300) {
    const chunk = plans.slice(from, from + 300);
    const orderRows = await tx
      .insert(orders)
      .values(
        chunk.map((p, j) => {
          const item = ITEMS.find((i) => i.itemIdx === p.itemIdx)!;
          const total = p.regular - p.special;
          return {
            merchantUid: `ipju_${seoulToday(p.paidAt).replaceAll('-', '')}_cx${String(from + j + 1).padStart(8, '0')}`,
            orderNo: orderNoOf.get(from + j)!,
            residentIdx: residentOf(p.apartmentIdx, p.household),
            orderName: item.name,
            payMethod: 'card',
            paymentStatus: 'paid' as const,
            regularTotal: p.regular,
            specialDiscount: p.special,
            itemsTotal: total,
            couponDiscount: 0,
            pointsUsed: 0,
            amount: total,
            buyerName: '입주민',
            dong: p.dong,
            ho: p.ho,
            pgProvider: 'html5_inicis',
            pgPayMethod: 'card',
            paidAt: p.paidAt,
            createdAt: p.paidAt,
            updatedAt: p.paidAt,
          };
        }),
      )
      .returning({ orderIdx: orders.orderIdx });
    await tx.insert(orderLines).values(
      chunk.map((p, j) => {
        const item = ITEMS.find((i) => i.itemIdx === p.itemIdx)!;
        const category = categoryByCode.get(item.code)!;
        const visitTimeSet = (item.visitTimeSet ?? category.visitTimeSet) as VisitTimeSetKey;
        const done = new Date(Math.min(p.paidAt.getTime() + 5 * DAY_MS, Date.parse(`${SEED_TODAY}T06:00:00Z`)));
        const complex = NAMED_APARTMENTS.find((a) => a.apartmentIdx === p.apartmentIdx)!;
        return {
          orderIdx: orderRows[j]!.orderIdx,
          itemIdx: item.itemIdx,
          partnerIdx: item.partnerIdx,
          categoryCode: item.code,
          itemName: item.name,
          categoryName: category.name,
          companyName: companyByIdx.get(item.partnerIdx)!,
          thumbnailUrl: categoryImageUrl(item.code, 1),
          apartmentIdx: p.apartmentIdx,
          apartmentName: complex.name,
          pyeong: p.pyeong,
          options: [],
          quantity: 1,
          visitTimeSet,
          regularPrice: p.regular,
          specialDiscount: p.special,
          specialLabel: p.label,
          price: p.regular - p.special,
          payAmount: p.regular - p.special,
          status: 'completed',
          visitDate: seoulToday(done),
          visitHour: VISIT_TIME_SETS[visitTimeSet][0]?.hour ?? null,
          startedAt: new Date(done.getTime() - 6 * 3_600_000),
          completedAt: done,
          confirmedAt: done,
        };
      }),
    );
  }

  // Group-buy steps above what is seeded: the next step is a few households away, the one after further.
  const joined = new Map<number, number>();
  for (const s of specials) {
    joined.set(s.specialPriceIdx, new Set(plans.filter((p) => p.apartmentIdx === s.apartmentIdx && p.itemIdx === s.itemIdx).map((p) => p.household)).size);
  }
  await tx.insert(specialPriceSteps).values(
    specials.flatMap((s) => {
      const now = joined.get(s.specialPriceIdx) ?? 0;
      const first = Math.max(10, Math.ceil((now + 8) / 10) * 10);
      return [
        { specialPriceIdx: s.specialPriceIdx, minHouseholds: first, discountRate: Math.min(90, s.rate + 3) },
        { specialPriceIdx: s.specialPriceIdx, minHouseholds: first * 2, discountRate: Math.min(90, s.rate + 5) },
      ];
    }),
  );
}
