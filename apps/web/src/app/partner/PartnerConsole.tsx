import { Outlet, ScrollRestoration } from 'react-router';
import { UIProvider } from '../../components/ui/UIProvider';
import { PartnerProvider } from '../../features/partner-auth';
import { scrollKey } from '../../lib/scroll-key';

/**
 * The root of every console path (/partner/..., /business/items): the partner's sign-in state, toasts and
 * modals. None of the resident shell (bottom navigation, side panel, floating chat, native layer) is here.
 */
export function PartnerConsole() {
  return (
    <PartnerProvider>
      <UIProvider>
        <Outlet />
        <ScrollRestoration getKey={scrollKey} />
      </UIProvider>
    </PartnerProvider>
  );
}
