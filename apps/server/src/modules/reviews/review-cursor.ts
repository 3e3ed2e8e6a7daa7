import type { ReviewSortType } from '@ipju/contract';
import { invalidField } from '../../lib/errors';

/**
 * The opaque `after` cursor of GET /items/{id}/reviews: base64url JSON of the sort type and the sort key
 * of the last review on the page. The key is what the list is ordered by, descending, so the next page
 * is a row comparison against it on the sort's partial index (keyset paging):
 *   latest  [reviewIdx]
 *   highest [rating, reviewIdx]
 *   lowest  [6 - rating, reviewIdx]     (rating ascending, newest first among equals)
 *   helpful [helpfulCount, reviewIdx]
 * Reviews written after page 1 have larger ids and sort before the cursor (latest) or are compared by
 * their own key, so later pages neither repeat nor skip the reviews that were there.
 */
export interface ReviewCursor {
  sort: ReviewSortType;
  key: number[];
}

const KEY_LENGTH: Record<ReviewSortType, number> = { latest: 1, highest: 2, lowest: 2, helpful: 2 };

const BAD_CURSOR = '다음 페이지 위치(after)가 올바르지 않아요. 목록을 처음부터 다시 불러 주세요.';
const OTHER_SORT = '다음 페이지 위치(after)가 다른 정렬 방식의 값이에요. 목록을 처음부터 다시 불러 주세요.';

export interface SortKeySource {
  reviewIdx: number;
  rating: number;
  helpfulCount: number;
}

/** The sort key of a review for one sort type. */
export function sortKeyOf(sort: ReviewSortType, review: SortKeySource): number[] {
  switch (sort) {
    case 'latest':
      return [review.reviewIdx];
    case 'highest':
      return [review.rating, review.reviewIdx];
    case 'lowest':
      return [6 - review.rating, review.reviewIdx];
    case 'helpful':
      return [review.helpfulCount, review.reviewIdx];
  }
}

export function encodeCursor(cursor: ReviewCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key }), 'utf8').toString('base64url');
}

/** Reads `after` for `sort`; a 400 naming `after` when it is not a cursor this API made for that sort. */
export function decodeCursor(after: string, sort: ReviewSortType): ReviewCursor {
  if (!/^[A-Za-z0-9_-]+$/.test(after)) throw invalidField('after', BAD_CURSOR);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw invalidField('after', BAD_CURSOR);
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidField('after', BAD_CURSOR);
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  if (typeof s !== 'string' || !(s in KEY_LENGTH)) throw invalidField('after', BAD_CURSOR);
  if (s !== sort) throw invalidField('after', OTHER_SORT);
  const valid =
    Array.isArray(k) &&
    k.length === KEY_LENGTH[sort] &&
    k.every((v) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 2_147_483_647);
  if (!valid) throw invalidField('after', BAD_CURSOR);
  return { sort, key: k as number[] };
}
