import { BOTTOM_NAV_HEIGHT, TOAST_BASE_OFFSET } from '../styles/tokens';

/**
 * SPEC section 2: routes without the bottom-navigation offset (the toast sits lower there).
 * Entries ending in '/' are prefix matches ('/events/' covers /events/{id}).
 */
export const ROUTES_WITHOUT_BOTTOM_OFFSET = [
  '/cart',
  '/payment',
  '/business/items',
  '/change-member',
  '/apartment-register',
  '/review/modify',
  '/review/write',
  '/pre-inspection-report',
  '/events',
  '/events/',
  '/quit',
  '/agree',
  '/survey',
  '/question/intro',
  '/question/write',
  '/question/mine',
  '/report',
  '/move-in-calculator',
  '/pre-inspection-intro',
  '/pre-inspection-sample-analyze',
  '/jamsil-raemian-ipark-intro',
  '/jamsil-leel-intro',
  '/oneperla',
  '/complexes/',
  '/ai-recommend',
  '/chat',
] as const;

function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isRouteWithoutBottomOffset(pathname: string): boolean {
  const path = normalisePath(pathname);
  return ROUTES_WITHOUT_BOTTOM_OFFSET.some((route) =>
    route.endsWith('/') ? path.startsWith(route) && path.length > route.length : path === route,
  );
}

/**
 * Toast distance from the bottom edge (px, before the safe-area inset): 10 + 62 (bottom bar)
 * unless the route is listed above or the bottom bar is hidden (narrow screens, scrolled).
 */
export function toastBottomOffset({
  pathname,
  bottomNavHidden = false,
}: {
  pathname: string;
  bottomNavHidden?: boolean;
}): number {
  if (bottomNavHidden || isRouteWithoutBottomOffset(pathname)) return TOAST_BASE_OFFSET;
  return TOAST_BASE_OFFSET + BOTTOM_NAV_HEIGHT;
}
