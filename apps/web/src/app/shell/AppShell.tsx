import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ShellContext } from '../../components/layout/ShellContext';
import { ModalProvider } from '../../components/ui/ModalHost/ModalHost';
import { ToastProvider } from '../../components/ui/Toast/Toast';
import { useMediaQuery } from '../../lib/media';
import { isRouteWithoutBottomOffset, toastBottomOffset } from '../../lib/routes';
import { BOTTOM_NAV_HEIGHT } from '../../styles/tokens';
import { NativeLayerAfterMount } from '../native/NativeLayerAfterMount';
import { BottomNav } from './BottomNav';
import { FloatingActions } from './FloatingActions';
import { isBottomNavHiddenRoute } from './nav-config';
import { useHideOnScrollDown, useScrolledPast } from './useScrollDirection';
import styles from './AppShell.module.css';
import { scrollKey } from '../../lib/scroll-key';

/** Only wide desktop screens show it: loaded on demand (QR code library). */
const SidePanel = lazy(async () => ({ default: (await import('./SidePanel')).SidePanel }));

export const NARROW_QUERY = '(max-width: 579.98px)';
export const WIDE_QUERY = '(min-width: 800px)';
export const SIDE_PANEL_QUERY = '(min-width: 1200px)';

/**
 * The layout every page renders in (SPEC section 2): the centred 360-580 px column, the bottom
 * navigation, the side panel from 1200 px, floating scroll-to-top and chat buttons, the toast
 * (with its bottom offset) and modal hosts, and the native-app layer (fetched after the first commit).
 */
export function AppShell() {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const wide = useMediaQuery(WIDE_QUERY);
  const showSidePanel = useMediaQuery(SIDE_PANEL_QUERY);

  const [hideRequests, setHideRequests] = useState(0);
  const requestHideBottomNav = useCallback(() => {
    setHideRequests((n) => n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setHideRequests((n) => n - 1);
    };
  }, []);
  const shellContext = useMemo(() => ({ requestHideBottomNav }), [requestHideBottomNav]);

  const navOnRoute = hideRequests === 0 && !isBottomNavHiddenRoute(pathname);
  const slidOut = useHideOnScrollDown(narrow && navOnRoute, pathname);
  const navVisible = navOnRoute && !slidOut;
  const padForNav = navOnRoute && !isRouteWithoutBottomOffset(pathname);

  const toastOffset = toastBottomOffset({ pathname, bottomNavHidden: !navVisible });
  const scrolled = useScrolledPast(400, wide);
  const floatingBottom = (navVisible ? BOTTOM_NAV_HEIGHT : 0) + 16;

  return (
    <ShellContext.Provider value={shellContext}>
      <ToastProvider bottomOffset={toastOffset}>
        <ModalProvider>
          {showSidePanel && (
            <Suspense fallback={null}>
              <SidePanel />
            </Suspense>
          )}
          <div className={styles.column} data-nav-offset={padForNav || undefined} data-testid="app-column">
            <Outlet />
          </div>
          {navOnRoute && <BottomNav pathname={pathname} hidden={slidOut} />}
          <FloatingActions showScrollTop={wide && scrolled} showChat={wide || pathname === '/'} bottom={floatingBottom} />
          <NativeLayerAfterMount />
          <ScrollRestoration getKey={scrollKey} />
        </ModalProvider>
      </ToastProvider>
    </ShellContext.Provider>
  );
}
