import { NOBODY, residentOwned, type Owners } from '../../lib/authorize';
import type { ReviewRow } from './reviews.repository';

/** A review is its author's; a deleted one is nobody's (404 like one that never was). */
export const reviewOwners = (review: ReviewRow): Owners => (review.status === 'deleted' ? NOBODY : residentOwned(review));

/** Who may read a review: everybody while it is visible, its author also while hidden or removed. */
export const reviewReaders = (review: ReviewRow): Owners => ({ ...reviewOwners(review), everyone: review.status === 'visible' });
