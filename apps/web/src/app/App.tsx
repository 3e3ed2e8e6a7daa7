import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import type { ChosenApartment } from '../features/apartment';
import { SIGNED_OUT } from '../features/auth';
import { AppProviders } from './providers';
import { HYDRATED_EVENT } from './ssr/hydrated-event';
import { applyPendingWebFonts } from '../styles/web-fonts';
import { createAppRouter } from './router';

/** What a server-rendered page hands the browser app (app/ssr/server-state.ts). */
export interface AppHydration {
  queryClient: QueryClient;
  router: HydrationState;
  apartment: ChosenApartment | null;
  /** The server saw no session cookie: start signed out (app/ssr/server-state.ts). */
  signedOut: boolean;
}

export function App({ hydration }: { hydration?: AppHydration } = {}) {
  const [router] = useState(() => createAppRouter(hydration?.router));
  // Pretendard fetched on the first page switches on the next one, which is laid out anew anyway (styles/web-fonts.ts).
  useEffect(() => {
    const first = router.state.location;
    return router.subscribe((state) => {
      if (state.location !== first) applyPendingWebFonts();
    });
  }, [router]);
  return (
    <AppProviders
      queryClient={hydration?.queryClient}
      renderedApartment={hydration?.apartment}
      initialAuth={hydration?.signedOut ? SIGNED_OUT : undefined}
    >
      <RouterProvider router={router} />
      {hydration && <HydratedSignal />}
    </AppProviders>
  );
}

/** Renders nothing; after the hydrated page's first commit it tells boot.ts (which replays held taps). */
function HydratedSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
