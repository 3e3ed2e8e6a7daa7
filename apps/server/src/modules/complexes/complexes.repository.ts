import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, categories, items, partners, reviews, specialPrices, specialPriceSteps } from '../../db/schema';
import { effectiveRateSql, HOUSEHOLD_KEY_SQL, PAID_LINE_STATUSES_SQL, specialPriceHouseholdsSql } from '../../lib/group-buy';

const complexColumns = {
  apartmentIdx: apartments.apartmentIdx,
  name: apartments.name,
  address: apartments.address,
  households: apartments.households,
  builder: apartments.builder,
  moveInMonth: apartments.moveInMonth,
  moveInStart: apartments.moveInStart,
  moveInEnd: apartments.moveInEnd,
  slug: apartments.slug,
};

export type ComplexRow = Awaited<ReturnType<typeof findComplexByIdx>>;

export function findComplexByIdx(db: DbOrTx, apartmentIdx: number) {
  return db
    .select(complexColumns)
    .from(apartments)
    .where(eq(apartments.apartmentIdx, apartmentIdx))
    .then((rows) => rows[0]);
}

export function findComplexBySlug(db: DbOrTx, slug: string) {
  return db
    .select(complexColumns)
    .from(apartments)
    .where(eq(apartments.slug, slug))
    .then((rows) => rows[0]);
}

export function listAreas(db: DbOrTx, apartmentIdx: number) {
  return db
    .select()
    .from(apartmentAreas)
    .where(eq(apartmentAreas.apartmentIdx, apartmentIdx))
    .orderBy(asc(apartmentAreas.pyeong), asc(apartmentAreas.typeName));
}

/**
 * The paid, not cancelled, not refunded service lines bought for homes of the complex (lib/group-buy.ts), one
 * row per line: the category, the household, the Seoul day it was paid, the move-in day it counts from (the
 * buyer's own move-in day when they gave one, else the complex's move-in start) and its prices per unit.
 */
export async function paidLinesOfComplex(db: DbOrTx, apartmentIdx: number) {
  const result = await db.execute<{
    category_code: string;
    category_name: string;
    household: string;
    days_before: number | null;
    paid_unit: number;
    regular_unit: number;
  }>(sql`select l.category_code, c.name as category_name, ${HOUSEHOLD_KEY_SQL} as household,
      (coalesce(case when r.move_in_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then r.move_in_date::date end, a.move_in_start)
        - (o.paid_at at time zone 'Asia/Seoul')::date)::int as days_before,
      ((l.price - l.coupon_discount) / l.quantity)::int as paid_unit,
      (l.regular_price / l.quantity)::int as regular_unit
    from order_lines l
      join orders o on o.order_idx = l.order_idx
      join residents r on r.resident_idx = o.resident_idx
      join apartments a on a.apartment_idx = l.apartment_idx
      join categories c on c.code = l.category_code
    where l.apartment_idx = ${apartmentIdx} and o.payment_status = 'paid' and l.status in ${PAID_LINE_STATUSES_SQL}
      and l.refunded_amount = 0 and o.paid_at is not null`);
  return result.rows.map((r) => ({
    categoryCode: r.category_code,
    categoryName: r.category_name,
    household: r.household,
    daysBefore: r.days_before === null ? null : Number(r.days_before),
    paidUnit: Number(r.paid_unit),
    regularUnit: Number(r.regular_unit),
  }));
}

/** The complex's special prices that have not ended, with the households that joined and the rate reached. */
export function groupBuysOfComplex(db: DbOrTx, apartmentIdx: number) {
  return db
    .select({
      specialPriceIdx: specialPrices.specialPriceIdx,
      itemIdx: specialPrices.itemIdx,
      itemName: items.name,
      categoryCode: categories.code,
      categoryName: categories.name,
      categorySort: categories.sortOrder,
      companyName: partners.companyName,
      label: specialPrices.label,
      baseRate: specialPrices.discountRate,
      currentRate: effectiveRateSql(),
      households: specialPriceHouseholdsSql(),
      endsAt: specialPrices.endsAt,
    })
    .from(specialPrices)
    .innerJoin(items, eq(items.itemIdx, specialPrices.itemIdx))
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(
      and(
        eq(specialPrices.apartmentIdx, apartmentIdx),
        eq(items.isActive, true),
        sql`${specialPrices.startsAt} <= now()`,
        or(isNull(specialPrices.endsAt), gt(specialPrices.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(specialPrices.itemIdx));
}

export function stepsOf(db: DbOrTx, specialPriceIdxs: number[]) {
  if (!specialPriceIdxs.length) return Promise.resolve([]);
  return db
    .select({
      specialPriceIdx: specialPriceSteps.specialPriceIdx,
      minHouseholds: specialPriceSteps.minHouseholds,
      discountRate: specialPriceSteps.discountRate,
    })
    .from(specialPriceSteps)
    .where(inArray(specialPriceSteps.specialPriceIdx, specialPriceIdxs))
    .orderBy(asc(specialPriceSteps.minHouseholds));
}

/**
 * Reviews of work done in the complex worth showing: visible, rated 4 or more, with something to read;
 * the most helpful first. Never the reviewer's name or unit.
 */
export function reviewHighlights(db: DbOrTx, apartmentIdx: number, limit: number) {
  return db
    .select({
      reviewIdx: reviews.reviewIdx,
      itemIdx: reviews.itemIdx,
      categoryName: categories.name,
      companyName: partners.companyName,
      rating: reviews.rating,
      content: reviews.content,
      pyeong: reviews.pyeong,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(categories, eq(categories.code, reviews.categoryCode))
    .innerJoin(partners, eq(partners.partnerIdx, reviews.partnerIdx))
    .where(
      and(
        eq(reviews.apartmentIdx, apartmentIdx),
        eq(reviews.status, 'visible'),
        sql`${reviews.rating} >= 4 and char_length(${reviews.content}) >= 20`,
      ),
    )
    .orderBy(desc(reviews.helpfulCount), desc(reviews.reviewIdx))
    .limit(limit);
}
