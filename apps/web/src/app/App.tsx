import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type HydrationState } from 'react-router';
import type { ChosenApartment } from '../features/apartment';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** What a server-rendered page hands the browser app (app/ssr/server-state.ts). */
export interface AppHydration {
  queryClient: QueryClient;
  router: HydrationState;
  apartment: ChosenApartment | null;
}

export function App({ hydration }: { hydration?: AppHydration } = {}) {
  const [router] = useState(() => createAppRouter(hydration?.router));
  return (
    <AppProviders queryClient={hydration?.queryClient} renderedApartment={hydration?.apartment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
