import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { UIProvider } from '../../../components/ui/UIProvider';
import { AuthProvider } from '../../auth';

/** Renders with a fresh query client (no retries), a signed-out visitor (cards show hearts) and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider initialState={{ initialized: true, isLoggedIn: false, user: null }}>
        <MemoryRouter initialEntries={[route]}>
          <UIProvider>{ui}</UIProvider>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
