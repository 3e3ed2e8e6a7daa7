import {
  reviewPage,
  success,
  type MyReview,
  type ReviewDetail,
  type ReviewList,
  type ReviewPage,
  type ReviewSortType,
  type ReviewSummary,
  type WritableReviews,
  type ReviewInit,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asGuest, asResident, authorize, isOwner } from '../../lib/authorize';
import { notFound } from '../../lib/errors';
import { decodeCursor, encodeCursor, sortKeyOf } from './review-cursor';
import { verdictOf } from './review-eligibility';
import { reviewOwners, reviewReaders } from './review-owners';
import * as lists from './review-list.repository';
import { rewardRule } from './review-reward';
import { buyerLines } from './review-writing';
import * as repo from './reviews.repository';
import { toMyReview, toReview, toReviewableLine } from './reviews.mapper';

/** Reading reviews: one review, the author's list, an item's pages and summary, a category's pages. */

/** Finished services without a review listed at most (newest first). */
const WRITABLE_MAX = 100;
/** Photos in the summary's strip. */
const RECENT_PHOTOS = 10;

export interface ItemReviewsInput {
  sortType: ReviewSortType;
  onlyImageReview?: boolean;
  after?: string;
  limit: number;
  apartmentIdx?: number;
}

/** Item review pages kept per process at most (each is one page of rows). */
const PAGE_CACHE_MAX = 2_000;

/**
 * An item's review pages as read from the database, reused for CATALOG_CACHE_TTL_MS like the catalogue:
 * the first pages of popular items are read by every visitor of their service page. This process forgets
 * them all when a review is written, edited, deleted, marked helpful, reported or moderated here
 * (reviews.service.ts); another process's change shows within the TTL. Only the rows are kept: whether the
 * viewer marked a review helpful is read per viewer.
 */
function pageCache(ttlMs: number) {
  const pages = new Map<string, CachedPage>();
  return {
    async get(key: string, read: () => Promise<repo.DisplayRow[]>): Promise<CachedPage> {
      if (ttlMs <= 0) return { rows: await read(), expires: 0 };
      const hit = pages.get(key);
      if (hit && hit.expires > Date.now()) return hit;
      const page: CachedPage = { rows: await read(), expires: Date.now() + ttlMs };
      if (pages.size >= PAGE_CACHE_MAX) pages.clear();
      pages.set(key, page);
      return page;
    },
    clear: () => pages.clear(),
  };
}

interface CachedPage {
  rows: repo.DisplayRow[];
  expires: number;
  /** A guest's answer, serialised once (checked against the response schema when made), as UTF-8 bytes. */
  guestBody?: Buffer;
}

const itemPageResponse = success(reviewPage);

export function createReviewReading(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;
  const rule = rewardRule(deps.config);
  const itemPages = pageCache(deps.config.catalogCacheTtlMs);

  async function helpedBy(viewer: number | null, rows: repo.DisplayRow[]) {
    return viewer === null ? new Set<number>() : repo.helpedAmong(db, viewer, rows.map((r) => r.review.reviewIdx));
  }

  /** The rows of one page of an item's visible reviews (the page size plus one), from the cache. */
  function cachedItemPage(itemIdx: number, q: ItemReviewsInput) {
    const cursor = q.after ? decodeCursor(q.after, q.sortType) : null;
    const photoOnly = q.onlyImageReview ?? false;
    const key = `${itemIdx}|${q.sortType}|${photoOnly}|${q.apartmentIdx ?? ''}|${q.after ?? ''}|${q.limit}`;
    return itemPages.get(key, async () => {
      const found = await lists.itemReviewPage(db, { itemIdx, sort: q.sortType, photoOnly, apartmentIdx: q.apartmentIdx, cursor, take: q.limit + 1 });
      // A page with reviews proves the item exists; only an empty one needs the check (a missing item is a 404).
      if (!found.length && !(await lists.itemExists(db, itemIdx))) throw notFound('상품');
      return found;
    });
  }

  /** The page a viewer sees: the rows, the next cursor, and which of them the viewer marked helpful. */
  async function pageFrom(viewer: number | null, q: ItemReviewsInput, rows: repo.DisplayRow[]): Promise<ReviewPage> {
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > q.limit && last ? encodeCursor({ sort: q.sortType, key: sortKeyOf(q.sortType, last.review) }) : null;
    const helped = await helpedBy(viewer, page);
    return { reviews: page.map((r) => toReview(r, { residentIdx: viewer, helped })), nextCursor };
  }

  return {
    /** Forget the cached item review pages (after any change to reviews in this process). */
    forgetPages: () => itemPages.clear(),

    /** What the buyer may review in one order for one item (each line with canReview and why not). */
    async init(residentIdx: number, merchantUid: string, itemIdx: number): Promise<ReviewInit> {
      const { order, lines } = await buyerLines(db, residentIdx, merchantUid, itemIdx);
      return {
        merchantUid: order.merchantUid,
        itemIdx,
        lines: lines.map((l) => toReviewableLine(l, verdictOf(l))),
        reward: rule,
      };
    },

    async writable(residentIdx: number): Promise<WritableReviews> {
      const rows = await repo.writableLines(db, residentIdx, WRITABLE_MAX);
      return { lines: rows.map((l) => toReviewableLine(l, verdictOf(l))), reward: rule };
    },

    /** A visible review, or the viewer's own in any status but deleted. */
    async get(viewer: number | null, reviewIdx: number): Promise<ReviewDetail> {
      const caller = viewer === null ? asGuest() : asResident(viewer);
      const row = authorize(caller, await repo.findDisplay(db, reviewIdx), (r) => reviewReaders(r.review), '후기');
      const mine = isOwner(caller, reviewOwners(row.review));
      const helped = await helpedBy(viewer, [row]);
      const full = toMyReview(row, helped);
      if (mine) return full;
      return { ...full, isMine: false, helpedByMe: helped.has(reviewIdx), merchantUid: null, lineIdx: null, rewardPoints: null };
    },

    /** The author's view of one review just written or edited. */
    async mineOne(residentIdx: number, reviewIdx: number): Promise<MyReview> {
      const row = authorize(asResident(residentIdx), await repo.findDisplay(db, reviewIdx), (r) => reviewOwners(r.review), '후기');
      return toMyReview(row, new Set());
    },

    async mine(residentIdx: number, page: number, limit: number) {
      const { rows, total } = await repo.listMine(db, residentIdx, page, limit);
      const helped = new Set<number>();
      return { reviews: rows.map((r) => toMyReview(r, helped)), page, limit, total };
    },

    async itemPage(viewer: number | null, itemIdx: number, q: ItemReviewsInput): Promise<ReviewPage> {
      return pageFrom(viewer, q, (await cachedItemPage(itemIdx, q)).rows);
    },

    /**
     * GET /items/{id}/reviews for a guest (most readers: a link opens the service page signed out) as its
     * serialised success body, made once per cached page: nothing in it depends on who reads it.
     */
    async itemPageForGuest(itemIdx: number, q: ItemReviewsInput): Promise<Buffer> {
      const page = await cachedItemPage(itemIdx, q);
      return (page.guestBody ??= Buffer.from(
        JSON.stringify(itemPageResponse.encode({ status: 'success', data: await pageFrom(null, q, page.rows) })),
      ));
    },

    async summary(itemIdx: number): Promise<ReviewSummary> {
      if (!(await lists.itemExists(db, itemIdx))) throw notFound('상품');
      const [stats, photoReviews] = await Promise.all([
        lists.itemStats(db, itemIdx),
        lists.recentPhotoReviews(db, itemIdx, RECENT_PHOTOS),
      ]);
      const count = stats?.reviewCount ?? 0;
      return {
        itemIdx,
        ratingAvg: count > 0 ? Math.round((stats!.ratingSum * 10) / count) / 10 : 0,
        reviewCount: count,
        distribution: {
          1: stats?.rating1 ?? 0,
          2: stats?.rating2 ?? 0,
          3: stats?.rating3 ?? 0,
          4: stats?.rating4 ?? 0,
          5: stats?.rating5 ?? 0,
        },
        photoReviewCount: stats?.photoReviewCount ?? 0,
        recentPhotos: photoReviews
          .flatMap((r) => r.photos.map((p) => ({ reviewIdx: r.reviewIdx, url: p.url, width: p.width, height: p.height })))
          .slice(0, RECENT_PHOTOS),
      };
    },

    /** Visible reviews across a category or a chapter of categories (all services without itemType). */
    async serviceType(
      viewer: number | null,
      q: { itemType?: string; page: number; limit: number; sort: ReviewSortType },
    ): Promise<ReviewList> {
      let codes: string[] | null = null;
      if (q.itemType) {
        codes = await lists.categoryCodesOf(db, q.itemType);
        if (codes.length === 0) throw notFound('서비스 종류');
      }
      const { rows, total } = await lists.categoryReviewPage(db, codes, q.sort, q.page, q.limit);
      const helped = await helpedBy(viewer, rows);
      return { reviews: rows.map((r) => toReview(r, { residentIdx: viewer, helped })), page: q.page, limit: q.limit, total };
    },
  };
}
