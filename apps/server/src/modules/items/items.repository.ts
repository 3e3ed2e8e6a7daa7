import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { effectiveRateSql } from '../../lib/group-buy';
import { anyOf, preparedQuery } from '../../db/prepared';
import {
  apartments,
  categories,
  categoryRelations,
  itemImages,
  itemOptionGroups,
  itemOptions,
  items,
  itemSections,
  partners,
  specialPrices,
} from '../../db/schema';

/*
 * Catalogue snapshot loaders: a few set-based queries that read the whole sellable catalogue (categories,
 * their relations, active items with category and partner, 평형 tiers). items.catalog.ts keeps the result
 * in memory for GET /items and /related_items.
 */

export function loadCategories(db: DbOrTx) {
  return db
    .select({
      code: categories.code,
      name: categories.name,
      label: categories.label,
      headline: categories.headline,
      description: categories.description,
      imageUrl: categories.imageUrl,
      hasItemGuide: categories.hasItemGuide,
      chapter: categories.chapter,
      visitTimeSet: categories.visitTimeSet,
      sortOrder: categories.sortOrder,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.code));
}

export function loadCategoryRelations(db: DbOrTx) {
  return db
    .select({ categoryCode: categoryRelations.categoryCode, relatedCode: categoryRelations.relatedCode })
    .from(categoryRelations)
    .orderBy(asc(categoryRelations.sortOrder), asc(categoryRelations.relatedCode));
}

/** Items on sale (active, partner not withdrawn) with their category and partner. */
export function loadSellableItems(db: DbOrTx) {
  return db
    .select({
      itemIdx: items.itemIdx,
      name: items.name,
      summary: items.summary,
      categoryCode: items.categoryCode,
      categoryName: categories.name,
      categoryVisitTimeSet: categories.visitTimeSet,
      visitTimeSet: items.visitTimeSet,
      thumbnailUrl: items.thumbnailUrl,
      salesCount: items.salesCount,
      ratingAvg: items.ratingAvg,
      reviewCount: items.reviewCount,
      basePrice: items.basePrice,
      quoteOnVisit: items.quoteOnVisit,
      sortOrder: items.sortOrder,
      partnerIdx: partners.partnerIdx,
      companyName: partners.companyName,
      partnerRatingAvg: partners.ratingAvg,
      partnerReviewCount: partners.reviewCount,
    })
    .from(items)
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(and(eq(items.isActive, true), isNull(partners.withdrawnAt)));
}

/** Every 평형 tier option of active items, in display order. */
export function loadPyeongTiers(db: DbOrTx) {
  return db
    .select({
      itemIdx: itemOptionGroups.itemIdx,
      optionIdx: itemOptions.optionIdx,
      name: itemOptions.name,
      price: itemOptions.price,
      pyeongMin: itemOptions.pyeongMin,
      pyeongMax: itemOptions.pyeongMax,
      groupSort: itemOptionGroups.sortOrder,
      sortOrder: itemOptions.sortOrder,
    })
    .from(itemOptionGroups)
    .innerJoin(itemOptions, eq(itemOptions.groupIdx, itemOptionGroups.groupIdx))
    .innerJoin(items, eq(items.itemIdx, itemOptionGroups.itemIdx))
    .where(and(eq(itemOptionGroups.kind, 'pyeong'), eq(items.isActive, true)))
    .orderBy(asc(itemOptionGroups.itemIdx), asc(itemOptionGroups.sortOrder), asc(itemOptions.sortOrder), asc(itemOptions.optionIdx));
}

/** A complex's special prices that have not ended (whether one has started is checked when used). */
export function loadSpecialPrices(db: DbOrTx, apartmentIdx: number) {
  return db
    .select({
      itemIdx: specialPrices.itemIdx,
      // The group-buy step reached, if any (lib/group-buy.ts).
      discountRate: effectiveRateSql(),
      label: specialPrices.label,
      startsAt: specialPrices.startsAt,
      endsAt: specialPrices.endsAt,
    })
    .from(specialPrices)
    .where(
      and(
        eq(specialPrices.apartmentIdx, apartmentIdx),
        or(isNull(specialPrices.endsAt), gt(specialPrices.endsAt, sql`now()`)),
      ),
    );
}

/** Whether `code` names a category or a chapter that has categories. */
export async function itemTypeExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: categories.code })
    .from(categories)
    .where(or(eq(categories.code, code), eq(categories.chapter, code)))
    .limit(1);
  return rows.length > 0;
}

export async function findApartmentByIdx(db: DbOrTx, apartmentIdx: number) {
  return (await findApartmentsByIdx(db, [apartmentIdx]))[0];
}

export function findApartmentsByIdx(db: DbOrTx, apartmentIdxs: number[]) {
  if (!apartmentIdxs.length) return Promise.resolve([]);
  return db
    .select({ apartmentIdx: apartments.apartmentIdx, name: apartments.name })
    .from(apartments)
    .where(inArray(apartments.apartmentIdx, apartmentIdxs));
}

/** The complex with this exact name (the oldest when several districts share it); then ignoring spaces. */
export async function findApartmentByName(db: DbOrTx, name: string) {
  const exact = await db
    .select({ apartmentIdx: apartments.apartmentIdx, name: apartments.name })
    .from(apartments)
    .where(eq(apartments.name, name))
    .orderBy(asc(apartments.apartmentIdx))
    .limit(1);
  if (exact[0]) return exact[0];
  const spaced = await db
    .select({ apartmentIdx: apartments.apartmentIdx, name: apartments.name })
    .from(apartments)
    .where(sql`replace(${apartments.name}, ' ', '') = ${name.replace(/\s+/g, '')}`)
    .orderBy(asc(apartments.apartmentIdx))
    .limit(1);
  return spaced[0];
}

/** An item on sale (active, its partner not withdrawn). */
export async function findActiveItem(db: DbOrTx, itemIdx: number) {
  return (await findActiveItems(db, [itemIdx]))[0];
}

/** Items on sale (active, partner not withdrawn) among these ids. */
/*
 * The reads that price a cart line (adding to the cart, the payment's plan) are prepared statements
 * (db/prepared.ts): every cart add and every payment runs them, always fresh (prices are never cached).
 */

export function findActiveItems(db: DbOrTx, itemIdxs: number[]) {
  if (!itemIdxs.length) return Promise.resolve([]);
  return activeItemsQuery(db).execute({ itemIdxs });
}
const activeItemsQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        itemIdx: items.itemIdx,
        name: items.name,
        partnerIdx: items.partnerIdx,
        categoryCode: items.categoryCode,
        basePrice: items.basePrice,
      })
      .from(items)
      .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
      .where(and(anyOf(items.itemIdx, 'itemIdxs'), eq(items.isActive, true), isNull(partners.withdrawnAt)))
      .prepare(name),
  'active_items',
);

export function listImages(db: DbOrTx, itemIdx: number) {
  return db
    .select({
      imageIdx: itemImages.imageIdx,
      url: itemImages.url,
      alt: itemImages.alt,
      width: itemImages.width,
      height: itemImages.height,
    })
    .from(itemImages)
    .where(eq(itemImages.itemIdx, itemIdx))
    .orderBy(asc(itemImages.sortOrder), asc(itemImages.imageIdx));
}

/** Option groups and their options of an item, both in display order (one query). */
export function listOptionRows(db: DbOrTx, itemIdx: number) {
  return listOptionRowsOfItems(db, [itemIdx]);
}

/** The option groups and options of these items, in display order (callers group them by itemIdx). */
export function listOptionRowsOfItems(db: DbOrTx, itemIdxs: number[]) {
  return optionRowsQuery(db).execute({ itemIdxs });
}
const optionRowsQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        itemIdx: itemOptionGroups.itemIdx,
        groupIdx: itemOptionGroups.groupIdx,
        groupName: itemOptionGroups.name,
        kind: itemOptionGroups.kind,
        required: itemOptionGroups.required,
        multiple: itemOptionGroups.multiple,
        groupSort: itemOptionGroups.sortOrder,
        optionIdx: itemOptions.optionIdx,
        name: itemOptions.name,
        price: itemOptions.price,
        pyeongMin: itemOptions.pyeongMin,
        pyeongMax: itemOptions.pyeongMax,
        sortOrder: itemOptions.sortOrder,
      })
      .from(itemOptionGroups)
      .leftJoin(itemOptions, eq(itemOptions.groupIdx, itemOptionGroups.groupIdx))
      .where(anyOf(itemOptionGroups.itemIdx, 'itemIdxs'))
      .orderBy(
        asc(itemOptionGroups.sortOrder),
        asc(itemOptionGroups.groupIdx),
        asc(itemOptions.sortOrder),
        asc(itemOptions.optionIdx),
      )
      .prepare(name),
  'option_rows_of_items',
);

export async function findItemPartner(db: DbOrTx, itemIdx: number) {
  const rows = await db
    .select({
      partnerIdx: partners.partnerIdx,
      companyName: partners.companyName,
      intro: partners.intro,
      description: partners.description,
      logoUrl: partners.logoUrl,
      businessNumber: partners.businessNumber,
      ceoName: partners.ceoName,
      address: partners.address,
      establishedYear: partners.establishedYear,
      employees: partners.employees,
      serviceAreas: partners.serviceAreas,
      hours: partners.hours,
      ratingAvg: partners.ratingAvg,
      reviewCount: partners.reviewCount,
      completedCount: partners.completedCount,
    })
    .from(items)
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(and(eq(items.itemIdx, itemIdx), eq(items.isActive, true), isNull(partners.withdrawnAt)));
  return rows[0];
}

/** Sections of a group type: the complex's own blocks first, then the general ones. */
export function listSections(db: DbOrTx, itemIdx: number, groupType: string, apartmentIdx?: number) {
  return db
    .select({
      sectionIdx: itemSections.sectionIdx,
      groupType: itemSections.groupType,
      apartmentIdx: itemSections.apartmentIdx,
      title: itemSections.title,
      body: itemSections.body,
      imageUrl: itemSections.imageUrl,
      extra: itemSections.extra,
    })
    .from(itemSections)
    .where(
      and(
        eq(itemSections.itemIdx, itemIdx),
        eq(itemSections.groupType, groupType),
        apartmentIdx === undefined
          ? isNull(itemSections.apartmentIdx)
          : or(isNull(itemSections.apartmentIdx), eq(itemSections.apartmentIdx, apartmentIdx)),
      ),
    )
    .orderBy(sql`${itemSections.apartmentIdx} is null`, asc(itemSections.sortOrder), asc(itemSections.sectionIdx));
}

/** The special prices running now for these complexes and items (callers pick each pair's). */
export function findActiveSpecialPrices(db: DbOrTx, apartmentIdxs: number[], itemIdxs: number[]) {
  if (!apartmentIdxs.length || !itemIdxs.length) return Promise.resolve([]);
  return activeSpecialPricesQuery(db).execute({ apartmentIdxs, itemIdxs });
}
const activeSpecialPricesQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        apartmentIdx: specialPrices.apartmentIdx,
        itemIdx: specialPrices.itemIdx,
        discountRate: effectiveRateSql(),
        label: specialPrices.label,
      })
      .from(specialPrices)
      .where(
        and(
          anyOf(specialPrices.apartmentIdx, 'apartmentIdxs'),
          anyOf(specialPrices.itemIdx, 'itemIdxs'),
          sql`${specialPrices.startsAt} <= now() and (${specialPrices.endsAt} is null or ${specialPrices.endsAt} > now())`,
        ),
      )
      .prepare(name),
  'active_special_prices',
);

/**
 * What a cart or order line shows about an item, whether or not it is still on sale (`sellable` says):
 * name, category, partner, thumbnail and the visit-time set keys.
 */
export async function findItemSummaries(db: DbOrTx, itemIdxs: number[]) {
  if (!itemIdxs.length) return [];
  return itemSummariesQuery(db).execute({ itemIdxs });
}
const itemSummariesQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        itemIdx: items.itemIdx,
        name: items.name,
        categoryCode: items.categoryCode,
        categoryName: categories.name,
        categoryVisitTimeSet: categories.visitTimeSet,
        visitTimeSet: items.visitTimeSet,
        thumbnailUrl: items.thumbnailUrl,
        quoteOnVisit: items.quoteOnVisit,
        partnerIdx: partners.partnerIdx,
        companyName: partners.companyName,
        sellable: sql<boolean>`${items.isActive} and ${partners.withdrawnAt} is null`,
      })
      .from(items)
      .innerJoin(categories, eq(categories.code, items.categoryCode))
      .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
      .where(anyOf(items.itemIdx, 'itemIdxs'))
      .prepare(name),
  'item_summaries',
);
