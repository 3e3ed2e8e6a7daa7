import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { ReviewSummarySkeleton } from './ReviewSummary';
import { ITEM_REVIEWS_ID } from './scroll-to-reviews';
import styles from './ItemReviews.module.css';

const ItemReviewsSection = lazyComponent(async () => ({ default: (await import('./ItemReviews')).ItemReviews }));

/**
 * The reviews section as the service page mounts it: its code (the virtualised list, sheets, viewer)
 * loads on its own, after the page, and pages that only link to reviews (the order page) do not carry
 * it. Meanwhile a skeleton of the section holds its place (and the id the rating line scrolls to).
 */
export function ItemReviews({ itemIdx }: { itemIdx: number }) {
  return (
    <Suspense
      fallback={
        <section id={ITEM_REVIEWS_ID} className={styles.section} aria-label="후기">
          <ReviewSummarySkeleton />
        </section>
      }
    >
      <ItemReviewsSection itemIdx={itemIdx} />
    </Suspense>
  );
}
