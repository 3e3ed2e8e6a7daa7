import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ItemSortType } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import {
  apartments,
  categories,
  itemImages,
  itemOptionGroups,
  itemOptions,
  items,
  itemSections,
  partners,
  specialPrices,
} from '../../db/schema';

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

/**
 * Runs a query as a named prepared statement: PostgreSQL parses and plans it once per connection instead of
 * on every request (the items list is the hottest route). The name is derived from the SQL text, so each
 * query shape (sort, filters) gets its own statement; values stay parameters.
 */
async function executePrepared<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (!name) {
    name = `items_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
    statementNames.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** One row of the item-card query: the item, its category and partner, the 평형 tier and special price. */
export type ItemCardRow = {
  itemIdx: number;
  name: string;
  summary: string;
  categoryCode: string;
  categoryName: string;
  categoryVisitTimeSet: string;
  visitTimeSet: string | null;
  thumbnailUrl: string;
  salesCount: number;
  ratingAvg: number;
  reviewCount: number;
  basePrice: number;
  partnerIdx: number;
  companyName: string;
  partnerRatingAvg: number;
  partnerReviewCount: number;
  tierIdx: number | null;
  tierName: string | null;
  tierPrice: number | null;
  tierMin: number | null;
  tierMax: number | null;
  discountRate: number | null;
  specialLabel: string | null;
};

export interface ItemCardQuery {
  /** A category code or a chapter code; undefined: every category. */
  itemType?: string;
  /** Only these categories (related items). */
  categoryCodes?: string[];
  apartmentIdx?: number;
  pyeong?: number;
  sort: ItemSortType;
  limit: number;
  /** At most this many items per category (related items). */
  perCategory?: number;
}

/** A special price applies while now is within [startsAt, endsAt). */
const activeSpecial = sql`sp.starts_at <= now() and (sp.ends_at is null or sp.ends_at > now())`;

/** The regular price: the chosen 평형 tier's price, or the item's base price without tiers. */
const regularSql = sql`coalesce(t.price, i.base_price)`;
/** pricing.ts discountFor in SQL: rate % of the regular price, rounded down to 100원. */
const effectiveSql = sql`(${regularSql} - coalesce((${regularSql}::bigint * sp.discount_rate) / 10000 * 100, 0))`;

const ORDER: Record<ItemSortType, SQL> = {
  recommended: sql`(sp.discount_rate is not null) desc, i.sort_order asc, i.sales_count desc, i.item_idx asc`,
  priceAsc: sql`${effectiveSql} asc, i.item_idx asc`,
  priceDesc: sql`${effectiveSql} desc, i.item_idx asc`,
  rating: sql`i.rating_avg desc, i.review_count desc, i.item_idx asc`,
  reviewCount: sql`i.review_count desc, i.rating_avg desc, i.item_idx asc`,
  popular: sql`i.sales_count desc, i.item_idx asc`,
};

/**
 * Item cards with the price that applies, in one set-based query: the 평형 tier is picked per item by a
 * LATERAL subquery (the tier covering the 평형, else the nearest, else the smallest: pickPyeongTier in
 * pricing.ts), and the complex's special price active now is joined on its unique (apartment, item) key.
 */
export async function queryItemCards(db: DbOrTx, q: ItemCardQuery): Promise<ItemCardRow[]> {
  const pyeong = q.pyeong ?? null;
  // How far the 평형 lies outside a tier (0 inside it): pricing.ts tierDistance.
  const distance =
    pyeong === null
      ? sql``
      : sql`greatest(coalesce(o.pyeong_min, 0) - ${pyeong}::int, ${pyeong}::int - coalesce(o.pyeong_max, 2147483647), 0), `;
  const specialJoin =
    q.apartmentIdx !== undefined
      ? sql`left join special_prices sp on sp.item_idx = i.item_idx and sp.apartment_idx = ${q.apartmentIdx} and ${activeSpecial}`
      : sql`left join (select null::int as discount_rate, null::text as label) sp on false`;
  const filters: SQL[] = [sql`i.is_active`, sql`p.withdrawn_at is null`];
  if (q.itemType !== undefined) filters.push(sql`(c.code = ${q.itemType} or c.chapter = ${q.itemType})`);
  if (q.categoryCodes !== undefined) {
    filters.push(
      q.categoryCodes.length
        ? sql`c.code in (${sql.join(
            q.categoryCodes.map((code) => sql`${code}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  const order = ORDER[q.sort];
  const select = sql`
    select i.item_idx as "itemIdx", i.name, i.summary, i.category_code as "categoryCode", c.name as "categoryName",
      c.visit_time_set as "categoryVisitTimeSet", i.visit_time_set as "visitTimeSet", i.thumbnail_url as "thumbnailUrl",
      i.sales_count as "salesCount", i.rating_avg::float8 as "ratingAvg", i.review_count as "reviewCount",
      i.base_price as "basePrice", p.partner_idx as "partnerIdx", p.company_name as "companyName",
      p.rating_avg::float8 as "partnerRatingAvg", p.review_count as "partnerReviewCount",
      t.option_idx as "tierIdx", t.name as "tierName", t.price as "tierPrice", t.pyeong_min as "tierMin",
      t.pyeong_max as "tierMax", sp.discount_rate as "discountRate", sp.label as "specialLabel"
      ${q.perCategory !== undefined ? sql`, row_number() over (partition by i.category_code order by ${order}) as rn` : sql``}
    from items i
    join categories c on c.code = i.category_code
    join partners p on p.partner_idx = i.partner_idx
    left join lateral (
      select o.option_idx, o.name, o.price, o.pyeong_min, o.pyeong_max
      from item_option_groups g join item_options o on o.group_idx = g.group_idx
      where g.item_idx = i.item_idx and g.kind = 'pyeong'
      order by ${distance}coalesce(o.pyeong_min, 0), g.sort_order, o.sort_order
      limit 1
    ) t on true
    ${specialJoin}
    where ${sql.join(filters, sql` and `)}`;
  const query =
    q.perCategory !== undefined
      ? sql`select * from (${select}) x where x.rn <= ${q.perCategory} order by x."categoryCode", x.rn limit ${q.limit}`
      : sql`${select} order by ${order} limit ${q.limit}`;
  return executePrepared<ItemCardRow>(db, query);
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

/** Categories related to `itemType` (a category, or every member of a chapter), members excluded, in order. */
export async function relatedCategoryCodes(db: DbOrTx, itemType: string): Promise<string[]> {
  const result = await db.execute<{ code: string }>(sql`
    with members as (select code from categories where code = ${itemType} or chapter = ${itemType})
    select r.related_code as code, min(r.sort_order) as ord
    from category_relations r
    where r.category_code in (select code from members) and r.related_code not in (select code from members)
    group by r.related_code
    order by ord, r.related_code`);
  return result.rows.map((r) => r.code);
}

export async function findApartmentByIdx(db: DbOrTx, apartmentIdx: number) {
  const rows = await db
    .select({ apartmentIdx: apartments.apartmentIdx, name: apartments.name })
    .from(apartments)
    .where(eq(apartments.apartmentIdx, apartmentIdx));
  return rows[0];
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
  const rows = await db
    .select({
      itemIdx: items.itemIdx,
      name: items.name,
      partnerIdx: items.partnerIdx,
      categoryCode: items.categoryCode,
      basePrice: items.basePrice,
    })
    .from(items)
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(and(eq(items.itemIdx, itemIdx), eq(items.isActive, true), isNull(partners.withdrawnAt)));
  return rows[0];
}

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
export async function listOptionRows(db: DbOrTx, itemIdx: number) {
  return db
    .select({
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
    .where(eq(itemOptionGroups.itemIdx, itemIdx))
    .orderBy(
      asc(itemOptionGroups.sortOrder),
      asc(itemOptionGroups.groupIdx),
      asc(itemOptions.sortOrder),
      asc(itemOptions.optionIdx),
    );
}

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

/** The special price of a complex for an item, when one is active now. */
export async function findActiveSpecialPrice(db: DbOrTx, apartmentIdx: number, itemIdx: number) {
  const rows = await db
    .select({ discountRate: specialPrices.discountRate, label: specialPrices.label })
    .from(specialPrices)
    .where(
      and(
        eq(specialPrices.apartmentIdx, apartmentIdx),
        eq(specialPrices.itemIdx, itemIdx),
        sql`${specialPrices.startsAt} <= now() and (${specialPrices.endsAt} is null or ${specialPrices.endsAt} > now())`,
      ),
    );
  return rows[0];
}
