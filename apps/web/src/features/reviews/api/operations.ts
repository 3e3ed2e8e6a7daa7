import { api } from '@ipju/api-client';

/**
 * The generated client (functions by operationId): getReviewInit, createReview, listMyReviews,
 * listWritableReviews, getReview, updateReview, deleteReview, listItemReviews, getItemReviewSummary,
 * reportReview, markReviewHelpful, unmarkReviewHelpful. Tests mock this module.
 */
export const reviewsApi = api;
