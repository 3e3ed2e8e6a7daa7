import { prefersReducedMotion } from '../../../lib/media';

/** The id of the reviews section on a service page. */
export const ITEM_REVIEWS_ID = 'reviews';

/**
 * Brings the reviews section of the service page to the top (the rating line under the name does).
 * Sections above it may still be loading and push it down while the page scrolls, so once the scroll
 * has come to rest it is aligned once more, without animation.
 */
export function scrollToItemReviews(): void {
  const target = document.getElementById(ITEM_REVIEWS_ID);
  if (!target) return;
  const smooth = !prefersReducedMotion();
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!smooth) return;
  let done = false;
  const settle = () => {
    if (done) return;
    done = true;
    window.removeEventListener('scrollend', settle);
    target.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
  window.addEventListener('scrollend', settle, { once: true });
  // Browsers without scrollend: a smooth scroll takes well under a second.
  window.setTimeout(settle, 1000);
}
