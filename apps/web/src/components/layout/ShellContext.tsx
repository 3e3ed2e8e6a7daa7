import { createContext, useContext, useEffect } from 'react';

export interface ShellContextValue {
  /** Adds a request to hide the bottom navigation; returns its release. */
  requestHideBottomNav: () => () => void;
}

/**
 * Provided by the shell (app/shell/AppShell), used by pages through useHideBottomNav; it lives in
 * components/layout so that pages reach the shell without importing app/.
 */
export const ShellContext = createContext<ShellContextValue | null>(null);

/**
 * Hides the bottom navigation while the calling page is mounted, for pages with their own bottom
 * action that are not in ROUTES_WITHOUT_BOTTOM_NAV (app/shell/nav-config.ts).
 */
export function useHideBottomNav(active = true): void {
  const ctx = useContext(ShellContext);
  useEffect(() => {
    if (!active || !ctx) return undefined;
    return ctx.requestHideBottomNav();
  }, [active, ctx]);
}
