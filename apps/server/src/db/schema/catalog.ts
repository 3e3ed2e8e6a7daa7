import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apartments } from './places';
import { partners } from './partners';

/** The visit-time set keys (VISIT_TIME_SET_KEYS of the contract), for check constraints. */
const VISIT_TIME_SET_SQL = sql.raw(
  "('refrigerator', 'inspection', 'morningAfternoon', 'morningAfternoon14', 'happyCall')",
);

/**
 * A service category (itemType). `code` is the URL code of /business/{code}; chapters (coat, clean,
 * joint, aircon) are pages that group several categories and carry `chapter` on their members.
 */
export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The short label of SPEC section 3's service-category label maps. */
    label: text('label').notNull(),
    headline: text('headline').notNull(),
    description: text('description').notNull(),
    chapter: text('chapter'),
    /** Key into VISIT_TIME_SETS of the contract package. */
    visitTimeSet: text('visit_time_set').notNull(),
    hasItemGuide: boolean('has_item_guide').notNull().default(false),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    check('categories_visit_time_set_ck', sql`${t.visitTimeSet} in ${VISIT_TIME_SET_SQL}`),
    index('categories_chapter_idx').on(t.chapter),
  ],
);

/** Categories shown together ("함께 많이 찾는 서비스") for GET /related_items. */
export const categoryRelations = pgTable(
  'category_relations',
  {
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    relatedCode: text('related_code')
      .notNull()
      .references(() => categories.code),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('category_relations_uq').on(t.categoryCode, t.relatedCode)],
);

/** A service a partner sells. Seeded ids are stable (SPEC names 114, 181, 527 and 528); the seed moves the
 * identity past them. */
export const items = pgTable(
  'items',
  {
    itemIdx: integer('item_idx').primaryKey().generatedByDefaultAsIdentity(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    /** Price of the smallest 평형 tier, shown as "부터" on cards; the real price comes from options. */
    basePrice: integer('base_price').notNull(),
    /** Overrides the category's visit-time set (items 114/181 and 527/528 in SPEC). */
    visitTimeSet: text('visit_time_set'),
    /**
     * Priced only after the company has seen the home (시스템에어컨, 중문, 붙박이장, 조명...): the item page
     * offers a free 방문 견적 (quote_visits) instead of the cart, and the cart takes it only at a quoted price.
     */
    quoteOnVisit: boolean('quote_on_visit').notNull().default(false),
    thumbnailUrl: text('thumbnail_url').notNull(),
    salesCount: integer('sales_count').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('items_category_idx').on(t.categoryCode, t.isActive),
    check('items_base_price_ck', sql`${t.basePrice} >= 0`),
    check('items_visit_time_set_ck', sql`${t.visitTimeSet} is null or ${t.visitTimeSet} in ${VISIT_TIME_SET_SQL}`),
  ],
);

export const itemImages = pgTable(
  'item_images',
  {
    imageIdx: serial('image_idx').primaryKey(),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('item_images_item_idx').on(t.itemIdx, t.sortOrder)],
);

/**
 * Option groups of an item. kind 'pyeong' = price tier by unit size (exactly one is chosen, chosen
 * automatically from the resident's 평형 when not given); 'area' = places to work on; 'addon' = extras.
 */
export const itemOptionGroups = pgTable(
  'item_option_groups',
  {
    groupIdx: serial('group_idx').primaryKey(),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['pyeong', 'area', 'addon'] }).notNull(),
    required: boolean('required').notNull(),
    multiple: boolean('multiple').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('item_option_groups_item_idx').on(t.itemIdx),
    check('item_option_groups_kind_ck', sql`${t.kind} in ('pyeong', 'area', 'addon')`),
  ],
);

export const itemOptions = pgTable(
  'item_options',
  {
    optionIdx: serial('option_idx').primaryKey(),
    groupIdx: integer('group_idx')
      .notNull()
      .references(() => itemOptionGroups.groupIdx, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Price in won this option adds (for a pyeong tier: the tier's price). */
    price: integer('price').notNull(),
    /** For pyeong tiers: the inclusive 평형 range the tier covers. */
    pyeongMin: integer('pyeong_min'),
    pyeongMax: integer('pyeong_max'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('item_options_group_idx').on(t.groupIdx),
    check('item_options_price_ck', sql`${t.price} >= 0`),
    check(
      'item_options_pyeong_range_ck',
      sql`${t.pyeongMin} is null or ${t.pyeongMax} is null or ${t.pyeongMin} <= ${t.pyeongMax}`,
    ),
  ],
);

/** A complex's special price (단지 특가) for an item: a discount rate on the regular option prices. */
export const specialPrices = pgTable(
  'special_prices',
  {
    specialPriceIdx: serial('special_price_idx').primaryKey(),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx, { onDelete: 'cascade' }),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx, { onDelete: 'cascade' }),
    discountRate: integer('discount_rate').notNull(),
    label: text('label').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('special_prices_uq').on(t.apartmentIdx, t.itemIdx),
    check('special_prices_rate_ck', sql`${t.discountRate} between 1 and 90`),
    check('special_prices_dates_ck', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    index('special_prices_item_idx').on(t.itemIdx),
  ],
);

/**
 * The group-buy steps (공동구매 단계) of a special price: once `minHouseholds` households of the complex have
 * paid for the item at its special price, the special price's rate becomes `discountRate` (the highest
 * step reached; never below the special price's own rate). lib/group-buy.ts counts the households and
 * computes the rate every price is computed from.
 */
export const specialPriceSteps = pgTable(
  'special_price_steps',
  {
    stepIdx: serial('step_idx').primaryKey(),
    specialPriceIdx: integer('special_price_idx')
      .notNull()
      .references(() => specialPrices.specialPriceIdx, { onDelete: 'cascade' }),
    minHouseholds: integer('min_households').notNull(),
    discountRate: integer('discount_rate').notNull(),
  },
  (t) => [
    uniqueIndex('special_price_steps_uq').on(t.specialPriceIdx, t.minHouseholds),
    check('special_price_steps_households_ck', sql`${t.minHouseholds} >= 2`),
    check('special_price_steps_rate_ck', sql`${t.discountRate} between 1 and 90`),
  ],
);

/** Content blocks of an item page by group type (detail, process, caution, guide, faq); a block with an
 * apartmentIdx applies to that complex only. */
export const itemSections = pgTable(
  'item_sections',
  {
    sectionIdx: serial('section_idx').primaryKey(),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx, { onDelete: 'cascade' }),
    groupType: text('group_type').notNull(),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    extra: jsonb('extra'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('item_sections_item_group_idx').on(t.itemIdx, t.groupType)],
);
