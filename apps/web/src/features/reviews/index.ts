/** Public surface of the reviews feature: the service page's reviews section and the order line's review link. */
export { ItemReviews, ITEM_REVIEWS_ID } from './components/ItemReviews';
export { ReviewLineAction } from './components/ReviewLineAction';
export { MY_REVIEWS_PATH, myReviewsPath, reviewModifyPath, reviewWritePath } from './paths';
