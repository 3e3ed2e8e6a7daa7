import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, items } from './catalog';
import { orderLines, orders } from './commerce';
import { partners } from './partners';
import { apartments } from './places';
import { residents } from './residents';

/**
 * A review photo: the upload key (GET /files/presigned_url, type review; null for seeded demo photos),
 * the address it is served from (storage.fileUrl(key) when written) and its size when known.
 */
export interface ReviewPhoto {
  key: string | null;
  url: string;
  width: number | null;
  height: number | null;
}

const REVIEW_STATUS_SQL = sql.raw("('visible', 'hidden', 'removed', 'deleted')");
const REPORT_REASON_SQL = sql.raw("('unrelated', 'abuse', 'obscene', 'privacy', 'promotion', 'other')");

/**
 * A review of one order line (one service bought and finished): at most one per line, ever. Where the
 * work was done (complex, 평형) is a snapshot of the order line, shown as "verified order"; the
 * reviewer's name and unit are never part of it. status: visible; hidden (reported by several people,
 * pending staff review); removed (by staff); deleted (by its author). Lists read only visible rows
 * through the partial indexes below, one per sort order, so a page deep in the list is a short index
 * range scan (keyset paging), as fast as the first.
 */
export const reviews = pgTable(
  'reviews',
  {
    reviewIdx: integer('review_idx').primaryKey().generatedAlwaysAsIdentity(),
    lineIdx: integer('line_idx')
      .notNull()
      .references(() => orderLines.lineIdx),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.orderIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    categoryCode: text('category_code')
      .notNull()
      .references(() => categories.code),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    photoCount: smallint('photo_count').notNull().default(0),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx),
    apartmentName: text('apartment_name'),
    pyeong: integer('pyeong'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    status: text('status', { enum: ['visible', 'hidden', 'removed', 'deleted'] }).notNull().default('visible'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Points granted for this review (0: none); taken back when it is deleted within the set period. */
    rewardPoints: integer('reward_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_line_uq').on(t.lineIdx),
    index('reviews_resident_idx').on(t.residentIdx, t.reviewIdx),
    index('reviews_item_latest_idx').on(t.itemIdx, t.reviewIdx).where(sql`${t.status} = 'visible'`),
    index('reviews_item_rating_idx').on(t.itemIdx, t.rating, t.reviewIdx).where(sql`${t.status} = 'visible'`),
    // "Lowest rating first, newest first among equals": (6 - rating) descending is rating ascending, so
    // one backward scan with a row comparison serves it like the other orders.
    index('reviews_item_rating_low_idx').on(t.itemIdx, sql`(6 - ${t.rating})`, t.reviewIdx).where(sql`${t.status} = 'visible'`),
    index('reviews_item_helpful_idx').on(t.itemIdx, t.helpfulCount, t.reviewIdx).where(sql`${t.status} = 'visible'`),
    index('reviews_item_photo_latest_idx')
      .on(t.itemIdx, t.reviewIdx)
      .where(sql`${t.status} = 'visible' and ${t.photoCount} > 0`),
    index('reviews_item_photo_rating_idx')
      .on(t.itemIdx, t.rating, t.reviewIdx)
      .where(sql`${t.status} = 'visible' and ${t.photoCount} > 0`),
    index('reviews_item_photo_rating_low_idx')
      .on(t.itemIdx, sql`(6 - ${t.rating})`, t.reviewIdx)
      .where(sql`${t.status} = 'visible' and ${t.photoCount} > 0`),
    index('reviews_item_photo_helpful_idx')
      .on(t.itemIdx, t.helpfulCount, t.reviewIdx)
      .where(sql`${t.status} = 'visible' and ${t.photoCount} > 0`),
    index('reviews_item_apartment_idx').on(t.itemIdx, t.apartmentIdx, t.reviewIdx).where(sql`${t.status} = 'visible'`),
    index('reviews_category_idx').on(t.categoryCode, t.reviewIdx).where(sql`${t.status} = 'visible'`),
    index('reviews_hidden_idx').on(t.hiddenAt).where(sql`${t.status} = 'hidden'`),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check('reviews_photo_count_ck', sql`${t.photoCount} between 0 and 10 and ${t.photoCount} = jsonb_array_length(${t.photos})`),
    check('reviews_counts_ck', sql`${t.helpfulCount} >= 0 and ${t.reportCount} >= 0 and ${t.rewardPoints} >= 0`),
    check('reviews_status_ck', sql`${t.status} in ${REVIEW_STATUS_SQL}`),
  ],
);

/** "도움이 돼요": one per resident per review; reviews.helpful_count moves with the rows. */
export const reviewHelpfuls = pgTable(
  'review_helpfuls',
  {
    reviewIdx: integer('review_idx')
      .notNull()
      .references(() => reviews.reviewIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewIdx, t.residentIdx] })],
);

/** A report of an abusive review (SPEC section 3's six reasons): one per person per review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reportIdx: integer('report_idx').primaryKey().generatedAlwaysAsIdentity(),
    reviewIdx: integer('review_idx')
      .notNull()
      .references(() => reviews.reviewIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    reason: text('reason').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_reports_once_uq').on(t.reviewIdx, t.residentIdx),
    check('review_reports_reason_ck', sql`${t.reason} in ${REPORT_REASON_SQL}`),
  ],
);

/**
 * The visible reviews of an item, summed: count, rating sum, the 1-5 distribution and how many have
 * photos. Changed in the same transaction as the review (an upsert that adds or subtracts), so the
 * summary is one row read and items.rating_avg / review_count follow it exactly.
 */
export const itemReviewStats = pgTable(
  'item_review_stats',
  {
    itemIdx: integer('item_idx')
      .primaryKey()
      .references(() => items.itemIdx),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    rating1: integer('rating_1').notNull().default(0),
    rating2: integer('rating_2').notNull().default(0),
    rating3: integer('rating_3').notNull().default(0),
    rating4: integer('rating_4').notNull().default(0),
    rating5: integer('rating_5').notNull().default(0),
    photoReviewCount: integer('photo_review_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'item_review_stats_ck',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0 and ${t.photoReviewCount} between 0 and ${t.reviewCount}
        and ${t.rating1} >= 0 and ${t.rating2} >= 0 and ${t.rating3} >= 0 and ${t.rating4} >= 0 and ${t.rating5} >= 0
        and ${t.rating1} + ${t.rating2} + ${t.rating3} + ${t.rating4} + ${t.rating5} = ${t.reviewCount}`,
    ),
  ],
);
