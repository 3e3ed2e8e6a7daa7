/** Paths of the reviews feature (the order page and my page link here by path). */
export const MY_REVIEWS_PATH = '/my-page/reviews';
export const REVIEW_WRITE_PATH = '/review/write';
export const REVIEW_MODIFY_PATH = '/review/modify';

export type MyReviewsTab = 'writable' | 'mine';

export const myReviewsPath = (tab: MyReviewsTab = 'writable') => `${MY_REVIEWS_PATH}?tab=${tab}`;

/** '/review/write?merchantUid=..&itemIdx=..' (and lineIdx when an order has the item on several lines). */
export function reviewWritePath(merchantUid: string, itemIdx: number, lineIdx?: number): string {
  const params = new URLSearchParams({ merchantUid, itemIdx: String(itemIdx) });
  if (lineIdx !== undefined) params.set('lineIdx', String(lineIdx));
  return `${REVIEW_WRITE_PATH}?${params.toString()}`;
}

export const reviewModifyPath = (reviewIdx: number) => `${REVIEW_MODIFY_PATH}?reviewIdx=${reviewIdx}`;
