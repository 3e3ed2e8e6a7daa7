import { Outlet, ScrollRestoration } from 'react-router';
import { UIProvider } from '../../components/ui/UIProvider';
import { PartnerProvider } from '../../features/partner-auth';
import { scrollKey } from '../../lib/scroll-key';

/**
 * The root of every /inspector path: the sign-in state (an inspector is a partner account, so the partner
 * credential and provider), toasts and modals. None of the resident shell is here.
 */
export function InspectorConsole() {
  return (
    <PartnerProvider>
      <UIProvider>
        <Outlet />
        <ScrollRestoration getKey={scrollKey} />
      </UIProvider>
    </PartnerProvider>
  );
}
