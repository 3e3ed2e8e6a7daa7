import type { ReviewSortType } from '@ipju/contract';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, itemReviewStats, items, reviews } from '../../db/schema';
import type { ReviewCursor } from './review-cursor';
import { selectDisplay, type DisplayRow } from './reviews.repository';

/**
 * What other readers see: an item's visible reviews page by page (keyset), its summary, and reviews
 * across a service category (offset pages). The visibility and photo conditions are written as literals,
 * not parameters, so the planner matches them to the partial indexes of schema/reviews.ts.
 */

const VISIBLE = sql`${reviews.status} = 'visible'`;
const WITH_PHOTO = sql`${reviews.photoCount} > 0`;
const LOW_KEY = sql`(6 - ${reviews.rating})`;

/** ORDER BY of each sort: the sort key descending (see review-cursor.ts). */
const ORDER: Record<ReviewSortType, SQL[]> = {
  latest: [desc(reviews.reviewIdx)],
  highest: [desc(reviews.rating), desc(reviews.reviewIdx)],
  lowest: [sql`${LOW_KEY} desc`, desc(reviews.reviewIdx)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.reviewIdx)],
};

/** "After the cursor" as one row-value comparison, which the index range scan starts from. */
function afterCursor(cursor: ReviewCursor): SQL {
  const [a, b] = cursor.key;
  switch (cursor.sort) {
    case 'latest':
      return sql`${reviews.reviewIdx} < ${a}`;
    case 'highest':
      return sql`(${reviews.rating}, ${reviews.reviewIdx}) < (${a}, ${b})`;
    case 'lowest':
      return sql`(${LOW_KEY}, ${reviews.reviewIdx}) < (${a}, ${b})`;
    case 'helpful':
      return sql`(${reviews.helpfulCount}, ${reviews.reviewIdx}) < (${a}, ${b})`;
  }
}

export async function itemExists(db: DbOrTx, itemIdx: number): Promise<boolean> {
  const [row] = await db.select({ itemIdx: items.itemIdx }).from(items).where(eq(items.itemIdx, itemIdx)).limit(1);
  return Boolean(row);
}

export interface ItemPageQuery {
  itemIdx: number;
  sort: ReviewSortType;
  photoOnly: boolean;
  apartmentIdx?: number;
  cursor: ReviewCursor | null;
  /** Rows to read (the page size plus one, to know whether another page follows). */
  take: number;
}

/** One page of an item's visible reviews in the sort's order, after the cursor. */
export async function itemReviewPage(db: DbOrTx, q: ItemPageQuery): Promise<DisplayRow[]> {
  return itemReviewPageQuery(db, q);
}

/** The query of itemReviewPage, unexecuted (the benchmark EXPLAINs it). */
export function itemReviewPageQuery(db: DbOrTx, q: ItemPageQuery) {
  return selectDisplay(db)
    .where(
      and(
        eq(reviews.itemIdx, q.itemIdx),
        VISIBLE,
        q.photoOnly ? WITH_PHOTO : undefined,
        q.apartmentIdx !== undefined ? eq(reviews.apartmentIdx, q.apartmentIdx) : undefined,
        q.cursor ? afterCursor(q.cursor) : undefined,
      ),
    )
    .orderBy(...ORDER[q.sort])
    .limit(q.take);
}

export async function itemStats(db: DbOrTx, itemIdx: number) {
  const [row] = await db.select().from(itemReviewStats).where(eq(itemReviewStats.itemIdx, itemIdx)).limit(1);
  return row;
}

/** The newest visible photo reviews' photos (reviews_item_photo_latest_idx). */
export async function recentPhotoReviews(db: DbOrTx, itemIdx: number, reviewsToRead: number) {
  return db
    .select({ reviewIdx: reviews.reviewIdx, photos: reviews.photos })
    .from(reviews)
    .where(and(eq(reviews.itemIdx, itemIdx), VISIBLE, WITH_PHOTO))
    .orderBy(desc(reviews.reviewIdx))
    .limit(reviewsToRead);
}

/**
 * Category codes an itemType names: a category code, or a chapter code (coat, clean, joint, aircon) for
 * the categories it groups. Empty when it names neither.
 */
export async function categoryCodesOf(db: DbOrTx, itemType: string): Promise<string[]> {
  const rows = await db
    .select({ code: categories.code })
    .from(categories)
    .where(or(eq(categories.code, itemType), eq(categories.chapter, itemType)));
  return rows.map((r) => r.code);
}

/** Visible reviews of some categories (all when codes is null), one offset page, with the total. */
export async function categoryReviewPage(db: DbOrTx, codes: string[] | null, sort: ReviewSortType, page: number, limit: number) {
  const where = and(VISIBLE, codes ? inArray(reviews.categoryCode, codes) : undefined);
  const order = sort === 'lowest' ? [asc(reviews.rating), desc(reviews.reviewIdx)] : ORDER[sort];
  const [rows, [total]] = await Promise.all([
    selectDisplay(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
