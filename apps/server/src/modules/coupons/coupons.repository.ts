import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, coupons, items, orders, residentCoupons, residents } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type CopyRow = typeof residentCoupons.$inferSelect;
export type CopyWithCoupon = { copy: CopyRow; coupon: CouponRow; merchantUid: string | null };

/** Active, and within its validity window at `now`. */
const validAt = (now: Date): SQL =>
  and(eq(coupons.isActive, true), lte(coupons.validFrom, now), or(isNull(coupons.validUntil), gt(coupons.validUntil, now)))!;

/** A copy that can still be spent: not reserved, not used, not expired, its coupon still on. */
const availableAt = (now: Date): SQL =>
  and(
    isNull(residentCoupons.orderIdx),
    isNull(residentCoupons.usedAt),
    or(isNull(residentCoupons.expiresAt), gt(residentCoupons.expiresAt, now)),
    eq(coupons.isActive, true),
  )!;

export async function findCoupon(db: DbOrTx, couponIdx: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.couponIdx, couponIdx)).limit(1);
  return row;
}

export async function findCouponByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

export async function findCouponsByIds(db: DbOrTx, couponIdxs: number[]) {
  if (!couponIdxs.length) return [];
  return db.select().from(coupons).where(inArray(coupons.couponIdx, couponIdxs)).orderBy(asc(coupons.couponIdx));
}

/** The app-only coupons (POST /coupons/app_coupon_receive) that can be given out now. */
export async function listAppRewardCoupons(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.appReward, true), validAt(now)))
    .orderBy(asc(coupons.couponIdx));
}

export async function findActiveItem(db: DbOrTx, itemIdx: number) {
  const [row] = await db
    .select({ itemIdx: items.itemIdx, categoryCode: items.categoryCode })
    .from(items)
    .where(and(eq(items.itemIdx, itemIdx), eq(items.isActive, true)))
    .limit(1);
  return row;
}

/** Downloadable coupons valid now that cover the item (its category, the item itself, or everything). */
export async function listDownloadableForItem(db: DbOrTx, item: { itemIdx: number; categoryCode: string }, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.downloadable, true),
        validAt(now),
        or(
          and(sql`${coupons.categoryCodes} = '[]'::jsonb`, sql`${coupons.itemIdxs} = '[]'::jsonb`),
          sql`${coupons.categoryCodes} @> ${JSON.stringify([item.categoryCode])}::jsonb`,
          sql`${coupons.itemIdxs} @> ${JSON.stringify([item.itemIdx])}::jsonb`,
        ),
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.couponIdx));
}

/** Every coupon that can be downloaded now (the checkout sheet judges them against its lines in memory). */
export function listDownloadable(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.downloadable, true), validAt(now)))
    .orderBy(desc(coupons.createdAt), desc(coupons.couponIdx));
}

/** How many copies of each coupon the resident holds (any status). */
export async function countHeld(db: DbOrTx, residentIdx: number, couponIdxs: number[]) {
  if (!couponIdxs.length) return new Map<number, number>();
  const rows = await db
    .select({ couponIdx: residentCoupons.couponIdx, n: count() })
    .from(residentCoupons)
    .where(and(eq(residentCoupons.residentIdx, residentIdx), inArray(residentCoupons.couponIdx, couponIdxs)))
    .groupBy(residentCoupons.couponIdx);
  return new Map(rows.map((r) => [r.couponIdx, r.n]));
}

/**
 * Takes one from the coupon's issuance cap: a conditional increment, so the cap holds under concurrency.
 * The updated row stays locked until the transaction ends, which serialises issuing of this coupon (and
 * so the per-person count that follows). Undefined when the coupon is off or sold out.
 */
export async function takeIssuance(tx: DbOrTx, couponIdx: number) {
  const [row] = await tx
    .update(coupons)
    .set({ issuedCount: sql`${coupons.issuedCount} + 1` })
    .where(
      and(
        eq(coupons.couponIdx, couponIdx),
        eq(coupons.isActive, true),
        or(isNull(coupons.totalLimit), lt(coupons.issuedCount, coupons.totalLimit)),
      ),
    )
    .returning();
  return row;
}

export async function insertCopy(tx: DbOrTx, values: typeof residentCoupons.$inferInsert) {
  const [row] = await tx.insert(residentCoupons).values(values).returning();
  return row!;
}

/** Marks the app coupon as received; false when it already was (once per account, also under concurrency). */
export async function markAppCouponReceived(tx: DbOrTx, residentIdx: number, now: Date) {
  const [row] = await tx
    .update(residents)
    .set({ appCouponReceivedAt: now })
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.appCouponReceivedAt)))
    .returning({ residentIdx: residents.residentIdx });
  return row !== undefined;
}

const copyColumns = { copy: residentCoupons, coupon: coupons, merchantUid: orders.merchantUid };

/** Every copy the resident holds with its coupon and the order it went to, newest first. */
export async function listCopies(db: DbOrTx, residentIdx: number): Promise<CopyWithCoupon[]> {
  return db
    .select(copyColumns)
    .from(residentCoupons)
    .innerJoin(coupons, eq(coupons.couponIdx, residentCoupons.couponIdx))
    .leftJoin(orders, eq(orders.orderIdx, residentCoupons.orderIdx))
    .where(eq(residentCoupons.residentIdx, residentIdx))
    .orderBy(desc(residentCoupons.issuedAt), desc(residentCoupons.residentCouponIdx));
}

export async function findCopies(db: DbOrTx, residentCouponIdxs: number[]): Promise<CopyWithCoupon[]> {
  if (!residentCouponIdxs.length) return [];
  return db
    .select(copyColumns)
    .from(residentCoupons)
    .innerJoin(coupons, eq(coupons.couponIdx, residentCoupons.couponIdx))
    .leftJoin(orders, eq(orders.orderIdx, residentCoupons.orderIdx))
    .where(inArray(residentCoupons.residentCouponIdx, residentCouponIdxs))
    .orderBy(asc(residentCoupons.residentCouponIdx));
}

/**
 * The resident's spendable copies (of the given coupons only, when given), those expiring first first
 * (no end date last), so checkout uses up the copy that would lapse soonest.
 */
export async function listAvailableCopies(db: DbOrTx, residentIdx: number, now: Date, couponIdxs?: number[]) {
  return db
    .select({ copy: residentCoupons, coupon: coupons })
    .from(residentCoupons)
    .innerJoin(coupons, eq(coupons.couponIdx, residentCoupons.couponIdx))
    .where(
      and(
        eq(residentCoupons.residentIdx, residentIdx),
        availableAt(now),
        couponIdxs ? inArray(residentCoupons.couponIdx, couponIdxs) : undefined,
      ),
    )
    .orderBy(sql`${residentCoupons.expiresAt} asc nulls last`, asc(residentCoupons.residentCouponIdx));
}

/** Short category labels (입주청소, 줄눈) for coupon scope texts. */
export async function categoryLabels(db: DbOrTx, codes: string[]) {
  if (!codes.length) return new Map<string, string>();
  const rows = await db
    .select({ code: categories.code, label: categories.label })
    .from(categories)
    .where(inArray(categories.code, codes));
  return new Map(rows.map((r) => [r.code, r.label]));
}

/**
 * Reserves copies for an order: a conditional update, so a copy can be held by one order only, even when
 * two payments race for it. Returns the ids that were reserved.
 */
export async function reserveCopies(tx: DbOrTx, residentCouponIdxs: number[], orderIdx: number, now: Date) {
  if (!residentCouponIdxs.length) return [];
  const rows = await tx
    .update(residentCoupons)
    .set({ orderIdx })
    .where(
      and(
        inArray(residentCoupons.residentCouponIdx, residentCouponIdxs),
        isNull(residentCoupons.orderIdx),
        isNull(residentCoupons.usedAt),
        or(isNull(residentCoupons.expiresAt), gt(residentCoupons.expiresAt, now)),
      ),
    )
    .returning({ residentCouponIdx: residentCoupons.residentCouponIdx });
  return rows.map((r) => r.residentCouponIdx);
}

export async function markCopiesUsed(tx: DbOrTx, orderIdx: number, now: Date) {
  const rows = await tx
    .update(residentCoupons)
    .set({ usedAt: now })
    .where(and(eq(residentCoupons.orderIdx, orderIdx), isNull(residentCoupons.usedAt)))
    .returning({ residentCouponIdx: residentCoupons.residentCouponIdx });
  return rows.length;
}

export async function releaseCopies(tx: DbOrTx, orderIdx: number, residentCouponIdxs?: number[]) {
  if (residentCouponIdxs && !residentCouponIdxs.length) return 0;
  const rows = await tx
    .update(residentCoupons)
    .set({ orderIdx: null, usedAt: null })
    .where(
      and(
        eq(residentCoupons.orderIdx, orderIdx),
        residentCouponIdxs ? inArray(residentCoupons.residentCouponIdx, residentCouponIdxs) : undefined,
      ),
    )
    .returning({ residentCouponIdx: residentCoupons.residentCouponIdx });
  return rows.length;
}

/** Copies by id with their coupon's name (also copies an order gave back). */
export async function listCopiesByIds(db: DbOrTx, residentCouponIdxs: number[]) {
  if (!residentCouponIdxs.length) return [];
  return db
    .select({ residentCouponIdx: residentCoupons.residentCouponIdx, couponIdx: coupons.couponIdx, name: coupons.name })
    .from(residentCoupons)
    .innerJoin(coupons, eq(coupons.couponIdx, residentCoupons.couponIdx))
    .where(inArray(residentCoupons.residentCouponIdx, residentCouponIdxs))
    .orderBy(asc(residentCoupons.residentCouponIdx));
}

