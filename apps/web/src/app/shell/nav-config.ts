/**
 * Where the bottom navigation shows.
 *
 * The bar is hidden on these routes: flows with their own bottom action (full-width CTA) or a
 * focused task where the tabs would distract. Entries ending in '/' match every path below them.
 * Pages not listed can still hide it with useHideBottomNav() (components/layout/ShellContext.tsx).
 */
export const ROUTES_WITHOUT_BOTTOM_NAV = [
  '/login',
  '/agree',
  '/auth/', // /auth/apple/callback
  '/cart',
  '/payment',
  '/apartment-register',
  '/change-member',
  '/quit',
  '/survey',
  '/review/', // /review/write, /review/modify
  '/question/write',
  '/chat',
  '/ai-recommend',
  '/business/items',
  '/pre-inspection-report',
  '/dev/',
] as const;

function normalise(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function isBottomNavHiddenRoute(pathname: string): boolean {
  const path = normalise(pathname);
  return ROUTES_WITHOUT_BOTTOM_NAV.some((route) =>
    route.endsWith('/') ? path.startsWith(route) : path === route,
  );
}

export interface NavTab {
  path: string;
  label: string;
}

/** SPEC section 2: the three tabs. */
export const NAV_TABS = [
  { path: '/', label: '홈' },
  { path: '/ai-recommend/list', label: 'AI 신청내역' },
  { path: '/my-page', label: '내 정보' },
] as const satisfies readonly NavTab[];

/** The tab whose path matches the current path ('/' only on the home page). */
export function activeTabPath(pathname: string): string | null {
  const path = normalise(pathname);
  if (path === '/') return '/';
  const tab = NAV_TABS.find((t) => t.path !== '/' && (path === t.path || path.startsWith(`${t.path}/`)));
  return tab?.path ?? null;
}
