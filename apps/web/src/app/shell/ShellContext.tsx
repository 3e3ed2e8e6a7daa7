import { createContext, useContext, useEffect } from 'react';

export interface ShellContextValue {
  /** Adds a request to hide the bottom navigation; returns its release. */
  requestHideBottomNav: () => () => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * Hides the bottom navigation while the calling page is mounted, for pages with their own bottom
 * action that are not in ROUTES_WITHOUT_BOTTOM_NAV.
 */
export function useHideBottomNav(active = true): void {
  const ctx = useContext(ShellContext);
  useEffect(() => {
    if (!active || !ctx) return undefined;
    return ctx.requestHideBottomNav();
  }, [active, ctx]);
}
