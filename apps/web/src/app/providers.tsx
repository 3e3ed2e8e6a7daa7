import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthState } from '../features/auth';
import { RenderedApartmentContext, type ChosenApartment } from '../features/apartment';
import { createPersistOptions, createQueryClient } from '../lib/query-client';

/**
 * Query cache (persisted for meta.persist queries) and auth state; the router sits inside.
 * `renderedApartment` is the chosen complex the server rendered with (docs/RENDERING.md): the first render
 * uses it, so hydration matches the server's HTML. `initialAuth` is a known auth state to start with (a
 * server render of a visitor without a session: signed out), instead of asking /auths/me first.
 */
export function AppProviders({
  children,
  queryClient,
  renderedApartment = null,
  initialAuth,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  renderedApartment?: ChosenApartment | null;
  initialAuth?: AuthState;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persistOptions] = useState(createPersistOptions);
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      <RenderedApartmentContext.Provider value={renderedApartment}>
        <AuthProvider initialState={initialAuth}>{children}</AuthProvider>
      </RenderedApartmentContext.Provider>
    </PersistQueryClientProvider>
  );
}
