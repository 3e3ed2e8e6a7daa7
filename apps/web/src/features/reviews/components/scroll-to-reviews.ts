import { prefersReducedMotion } from '../../../lib/media';

/** The id of the reviews section on a service page. */
export const ITEM_REVIEWS_ID = 'reviews';

/** How long the section is kept at the top while the page above it is still loading. */
const HOLD_MS = 3000;

const alignTo = (behavior: ScrollBehavior) => {
  document.getElementById(ITEM_REVIEWS_ID)?.scrollIntoView({ behavior, block: 'start' });
};

/**
 * Brings the reviews section of the service page to the top (the rating line under the name does).
 *
 * The sections above it (photos, options, details, related services) and the section itself load on
 * their own, so the page keeps growing for a moment after the tap and would push the reviews away again.
 * For up to three seconds every change of the page's height aligns the section once more, without
 * animation, until the resident scrolls, taps or types themselves (their scroll always wins).
 */
export function scrollToItemReviews(): void {
  alignTo(prefersReducedMotion() ? 'auto' : 'smooth');
  if (typeof ResizeObserver === 'undefined') return;

  let first = true;
  const observer = new ResizeObserver(() => {
    // The observer reports once when it starts: that is not a change, and the smooth scroll is running.
    if (first) {
      first = false;
      return;
    }
    alignTo('auto');
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, HOLD_MS);
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

/** What the resident does to scroll on their own. */
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
