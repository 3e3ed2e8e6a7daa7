import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { createPersistOptions, createQueryClient } from '../lib/query-client';

/** Query cache (persisted for meta.persist queries) and auth state; the router sits inside. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [persistOptions] = useState(createPersistOptions);
  return (
    <PersistQueryClientProvider client={client} persistOptions={persistOptions}>
      <AuthProvider>{children}</AuthProvider>
    </PersistQueryClientProvider>
  );
}
