import { useCallback, useSyncExternalStore } from 'react';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const mql = window.matchMedia(query);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  };
}

export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
}

/** The screen the server renders for (and the browser hydrates as): a phone, 360 px wide (docs/RENDERING.md). */
export const SERVER_VIEWPORT_WIDTH = 360;

/**
 * Whether a width query holds on that phone: `(max-width: N)` and `(min-width: N)` in px, joined by `and`;
 * any other feature (motion, hover...) counts as not matching.
 */
export function matchesOnServer(query: string): boolean {
  const parts = query.split(/\s+and\s+/i);
  return parts.every((part) => {
    const m = /^\(\s*(max|min)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(part.trim());
    if (!m) return false;
    const limit = Number(m[2]);
    return m[1]!.toLowerCase() === 'max' ? SERVER_VIEWPORT_WIDTH <= limit : SERVER_VIEWPORT_WIDTH >= limit;
  });
}

/**
 * A media query's answer, following changes. Server rendering and hydration use the phone's answer
 * (matchesOnServer), so the first client render equals the server HTML; the real answer follows at once.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeTo(query)(onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => matchesOnServer(query),
  );
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return matchesMedia(REDUCED_MOTION_QUERY);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
