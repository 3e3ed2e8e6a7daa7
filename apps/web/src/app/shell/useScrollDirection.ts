import { useEffect, useRef, useState } from 'react';

/** Pixels of movement before the direction flips (ignores jitter and rubber-banding). */
const THRESHOLD = 8;
/** Near the top the bar always shows. */
const TOP_ZONE = 60;

/**
 * True after the page scrolls down, false after it scrolls up or near the top.
 * Resets to false when `resetKey` changes (route change) or when disabled.
 */
export function useHideOnScrollDown(enabled: boolean, resetKey: string): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    setHidden(false);
    lastY.current = typeof window === 'undefined' ? 0 : window.scrollY;
  }, [resetKey, enabled]);

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return undefined;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = Math.max(0, window.scrollY);
        // The body is fixed while a modal holds the scroll lock: keep the bar as it is.
        if (document.body.dataset.scrollLocked === 'true') return;
        const delta = y - lastY.current;
        if (y <= TOP_ZONE) {
          setHidden(false);
          lastY.current = y;
        } else if (delta > THRESHOLD) {
          setHidden(true);
          lastY.current = y;
        } else if (delta < -THRESHOLD) {
          setHidden(false);
          lastY.current = y;
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return enabled && hidden;
}

/** True once the page has scrolled past `offset` px. */
export function useScrolledPast(offset: number, enabled = true): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return undefined;
    const onScroll = () => setPast(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset, enabled]);
  return enabled && past;
}
