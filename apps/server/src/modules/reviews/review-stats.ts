import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemReviewStats, items, partners } from '../../db/schema';

/**
 * Keeps item_review_stats, items.rating_avg/review_count and partners.rating_avg/review_count equal to the
 * visible reviews, inside the caller's transaction. Every writer takes the rows in one order (the review
 * row first, then stats -> item -> partner), so concurrent reviews of one item or one partner queue up
 * instead of deadlocking.
 */
export interface StatsDelta {
  count: number;
  ratingSum: number;
  /** Index 0 is rating 1. */
  ratings: [number, number, number, number, number];
  photos: number;
}

export interface CountedReview {
  rating: number;
  photoCount: number;
}

/** What one review adds (sign 1) or takes away (sign -1). */
export function deltaOf(review: CountedReview, sign: 1 | -1): StatsDelta {
  const ratings: StatsDelta['ratings'] = [0, 0, 0, 0, 0];
  ratings[review.rating - 1] = sign;
  return { count: sign, ratingSum: sign * review.rating, ratings, photos: review.photoCount > 0 ? sign : 0 };
}

/** The change from `before` to `after` of one visible review (an edit). */
export function editDelta(before: CountedReview, after: CountedReview): StatsDelta {
  const a = deltaOf(before, -1);
  const b = deltaOf(after, 1);
  return {
    count: 0,
    ratingSum: a.ratingSum + b.ratingSum,
    ratings: a.ratings.map((v, i) => v + b.ratings[i]!) as StatsDelta['ratings'],
    photos: a.photos + b.photos,
  };
}

const isZero = (d: StatsDelta) => d.count === 0 && d.ratingSum === 0 && d.photos === 0 && d.ratings.every((v) => v === 0);

/**
 * Adds the delta to the item's stats row (creating it), then sets the item's and its partner's rating and
 * count from the stats. The partner row is locked before its figures are read in a new statement, so a
 * concurrent review of another of its items, committed while we waited, is counted too.
 */
export async function applyStats(tx: DbOrTx, target: { itemIdx: number; partnerIdx: number }, delta: StatsDelta): Promise<void> {
  if (isZero(delta)) return;
  const [r1, r2, r3, r4, r5] = delta.ratings;
  const s = itemReviewStats;
  // An empty row first (a concurrent first review waits on it and then finds it), then the change: the
  // check constraint is evaluated on an INSERT's values even when ON CONFLICT turns it into an update.
  await tx.insert(s).values({ itemIdx: target.itemIdx }).onConflictDoNothing({ target: s.itemIdx });
  await tx
    .update(s)
    .set({
      reviewCount: sql`${s.reviewCount} + ${delta.count}`,
      ratingSum: sql`${s.ratingSum} + ${delta.ratingSum}`,
      rating1: sql`${s.rating1} + ${r1}`,
      rating2: sql`${s.rating2} + ${r2}`,
      rating3: sql`${s.rating3} + ${r3}`,
      rating4: sql`${s.rating4} + ${r4}`,
      rating5: sql`${s.rating5} + ${r5}`,
      photoReviewCount: sql`${s.photoReviewCount} + ${delta.photos}`,
      updatedAt: sql`now()`,
    })
    .where(eq(s.itemIdx, target.itemIdx));
  await tx.execute(sql`
    update ${items} set
      rating_avg = coalesce(round(st.rating_sum::numeric / nullif(st.review_count, 0), 1), 0),
      review_count = st.review_count
    from ${itemReviewStats} st
    where st.item_idx = ${items.itemIdx} and ${items.itemIdx} = ${target.itemIdx}`);
  await tx.select({ p: partners.partnerIdx }).from(partners).where(eq(partners.partnerIdx, target.partnerIdx)).for('no key update');
  await recomputePartner(tx, target.partnerIdx);
}

/** The partner's rating and count from the stats of all its items (call with the partner row locked). */
export async function recomputePartner(tx: DbOrTx, partnerIdx: number): Promise<void> {
  await tx.execute(sql`
    update ${partners} set (rating_avg, review_count) = (
      select coalesce(round(sum(st.rating_sum)::numeric / nullif(sum(st.review_count), 0), 1), 0),
             coalesce(sum(st.review_count), 0)::int
      from ${itemReviewStats} st join ${items} i on i.item_idx = st.item_idx
      where i.partner_idx = ${partnerIdx})
    where ${partners.partnerIdx} = ${partnerIdx}`);
}
