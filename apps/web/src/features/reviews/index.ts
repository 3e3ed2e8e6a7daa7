/** Public surface of the reviews feature: the service page's reviews section and the order line's review link. */
export { ItemReviews } from './components/LazyItemReviews';
export { ITEM_REVIEWS_ID, scrollToItemReviews } from './components/scroll-to-reviews';
export { ReviewLineAction } from './components/ReviewLineAction';
export { MY_REVIEWS_PATH, myReviewsPath, reviewModifyPath, reviewWritePath } from './paths';
