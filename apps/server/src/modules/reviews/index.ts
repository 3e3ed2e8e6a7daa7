/** Reviews: the resident's, an item's, and the staff's moderation (staff.routes.ts). */
export { reviewsRoutes } from './reviews.routes';
export { createReviewsService, type ReviewsService } from './reviews.service';
