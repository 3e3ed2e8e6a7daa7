import { startTransition, useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a deferred part starts rendering: about one phone screen. */
export const NEAR_VIEWPORT_MARGIN = '800px 0px';

/**
 * True once the element comes within `rootMargin` of the viewport, and from then on. Below-the-fold parts
 * render their content only then, so the first screen builds (and the server renders) just what it shows.
 * The observer runs in an effect (nothing in render touches the browser, so server rendering is safe);
 * without IntersectionObserver (old browsers, jsdom) the part renders at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string = NEAR_VIEWPORT_MARGIN) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return undefined;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the part renders in slices between frames (a plain update from an observer renders in
        // one go, and a chapter of cards was a long task on a phone right after the page started).
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return { ref, near };
}
