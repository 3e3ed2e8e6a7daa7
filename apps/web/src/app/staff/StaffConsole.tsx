import { Outlet, ScrollRestoration } from 'react-router';
import { UIProvider } from '../../components/ui/UIProvider';
import { StaffProvider } from '../../features/staff-auth';
import { scrollKey } from '../../lib/scroll-key';

/** The root of every /staff path: the staff sign-in state, toasts and modals. None of the resident shell is here. */
export function StaffConsole() {
  return (
    <StaffProvider>
      <UIProvider>
        <Outlet />
        <ScrollRestoration getKey={scrollKey} />
      </UIProvider>
    </StaffProvider>
  );
}
