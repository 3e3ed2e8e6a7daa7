import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { RenderedApartmentContext, type ChosenApartment } from '../features/apartment';
import { createPersistOptions, createQueryClient } from '../lib/query-client';

/**
 * Query cache (persisted for meta.persist queries) and auth state; the router sits inside.
 * `renderedApartment` is the chosen complex the server rendered with (docs/RENDERING.md): the first render
 * uses it, so hydration matches the server's HTML.
 */
export function AppProviders({
  children,
  queryClient,
  renderedApartment = null,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  renderedApartment?: ChosenApartment | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persistOptions] = useState(createPersistOptions);
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      <RenderedApartmentContext.Provider value={renderedApartment}>
        <AuthProvider>{children}</AuthProvider>
      </RenderedApartmentContext.Provider>
    </PersistQueryClientProvider>
  );
}
