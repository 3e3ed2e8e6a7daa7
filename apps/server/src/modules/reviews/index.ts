/** Reviews: the resident's, an item's, and the staff's moderation (staff.routes.ts). */
export { reviewsRoutes } from './reviews.routes';
export { createReviewsService, type ReviewsService } from './reviews.service';
/** For the paging benchmark (bench/review-paging.ts): the cursor a client holds, and the page query it EXPLAINs. */
export { decodeCursor, encodeCursor, sortKeyOf } from './review-cursor';
export { itemReviewPageQuery } from './review-list.repository';
