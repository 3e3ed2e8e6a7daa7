import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, itemOptionGroups, itemOptions, itemPortfolioPhotos, items, partners } from '../../db/schema';

const itemColumns = {
  itemIdx: items.itemIdx,
  partnerIdx: items.partnerIdx,
  name: items.name,
  summary: items.summary,
  categoryCode: items.categoryCode,
  categoryName: categories.name,
  thumbnailUrl: items.thumbnailUrl,
  basePrice: items.basePrice,
  isActive: items.isActive,
  sortOrder: items.sortOrder,
};

/** The company's items, in its display order. */
export function listOwnItems(db: DbOrTx, partnerIdx: number) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .where(eq(items.partnerIdx, partnerIdx))
    .orderBy(asc(items.sortOrder), asc(items.itemIdx));
}

export async function findItem(db: DbOrTx, itemIdx: number) {
  const [row] = await db.select(itemColumns).from(items).innerJoin(categories, eq(categories.code, items.categoryCode)).where(eq(items.itemIdx, itemIdx));
  return row;
}
export type PartnerItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** An item locked for a change (price edits, photo limit), with its owner. */
export async function lockItem(db: DbOrTx, itemIdx: number) {
  const [row] = await db
    .select({ itemIdx: items.itemIdx, partnerIdx: items.partnerIdx })
    .from(items)
    .where(eq(items.itemIdx, itemIdx))
    .for('update');
  return row;
}

export async function mainItemIdxs(db: DbOrTx, partnerIdx: number): Promise<number[]> {
  const [row] = await db.select({ ids: partners.mainItemIdxs }).from(partners).where(eq(partners.partnerIdx, partnerIdx));
  return row?.ids ?? [];
}

export async function portfolioCounts(db: DbOrTx, itemIdxs: number[]): Promise<Map<number, number>> {
  if (!itemIdxs.length) return new Map();
  const rows = await db
    .select({ itemIdx: itemPortfolioPhotos.itemIdx, n: count() })
    .from(itemPortfolioPhotos)
    .where(inArray(itemPortfolioPhotos.itemIdx, itemIdxs))
    .groupBy(itemPortfolioPhotos.itemIdx);
  return new Map(rows.map((r) => [r.itemIdx, r.n]));
}

export function listPortfolio(db: DbOrTx, itemIdx: number) {
  return db.select().from(itemPortfolioPhotos).where(eq(itemPortfolioPhotos.itemIdx, itemIdx)).orderBy(desc(itemPortfolioPhotos.photoIdx));
}

export async function insertPortfolioPhoto(db: DbOrTx, values: typeof itemPortfolioPhotos.$inferInsert) {
  const [row] = await db.insert(itemPortfolioPhotos).values(values).returning();
  return row!;
}

export async function deletePortfolioPhoto(db: DbOrTx, itemIdx: number, photoIdx: number): Promise<boolean> {
  const rows = await db
    .delete(itemPortfolioPhotos)
    .where(and(eq(itemPortfolioPhotos.itemIdx, itemIdx), eq(itemPortfolioPhotos.photoIdx, photoIdx)))
    .returning({ photoIdx: itemPortfolioPhotos.photoIdx });
  return rows.length === 1;
}

/** The item's options among these ids, with their group kind. */
export function findItemOptions(db: DbOrTx, itemIdx: number, optionIdxs: number[]) {
  if (!optionIdxs.length) return Promise.resolve([]);
  return db
    .select({ optionIdx: itemOptions.optionIdx, kind: itemOptionGroups.kind })
    .from(itemOptions)
    .innerJoin(itemOptionGroups, eq(itemOptionGroups.groupIdx, itemOptions.groupIdx))
    .where(and(eq(itemOptionGroups.itemIdx, itemIdx), inArray(itemOptions.optionIdx, optionIdxs)));
}

export async function setOptionPrices(db: DbOrTx, prices: Array<{ optionIdx: number; price: number }>) {
  if (!prices.length) return;
  // One statement for all options: price from a VALUES list joined on the option id.
  const values = sql.join(
    prices.map((p) => sql`(${p.optionIdx}::int, ${p.price}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${itemOptions} set price = v.price from (values ${values}) as v(option_idx, price) where ${itemOptions.optionIdx} = v.option_idx`,
  );
}

/** The item's card price ('부터'): its lowest 평형 tier price, or the given base price without tiers. */
export async function refreshBasePrice(db: DbOrTx, itemIdx: number, basePrice: number | undefined) {
  const [tier] = await db
    .select({ min: sql<number | null>`min(${itemOptions.price})::int` })
    .from(itemOptions)
    .innerJoin(itemOptionGroups, eq(itemOptionGroups.groupIdx, itemOptions.groupIdx))
    .where(and(eq(itemOptionGroups.itemIdx, itemIdx), eq(itemOptionGroups.kind, 'pyeong')));
  const next = tier?.min ?? basePrice;
  if (next !== undefined && next !== null) await db.update(items).set({ basePrice: next }).where(eq(items.itemIdx, itemIdx));
}

export async function hasPyeongTiers(db: DbOrTx, itemIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(itemOptionGroups)
    .where(and(eq(itemOptionGroups.itemIdx, itemIdx), eq(itemOptionGroups.kind, 'pyeong')));
  return (row?.n ?? 0) > 0;
}

export async function setActive(db: DbOrTx, itemIdx: number, isActive: boolean) {
  await db.update(items).set({ isActive }).where(eq(items.itemIdx, itemIdx));
}

/** A public item for the resident's service page: on sale and its company not withdrawn. */
export async function findPublicItem(db: DbOrTx, itemIdx: number) {
  const [row] = await db
    .select({ itemIdx: items.itemIdx })
    .from(items)
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(and(eq(items.itemIdx, itemIdx), eq(items.isActive, true), sql`${partners.withdrawnAt} is null`));
  return row;
}
