/**
 * Public API of the staff-auth feature: the staff console's sign-in state and credential. Staff features import
 * from here only.
 *
 * - `useStaff()`: { initialized, isLoggedIn, staff, loadError, retry, signOutReason, signIn, signOut }
 * - `staffRequest()`: the request options every staff operation is called with (its bearer credential)
 * - `getStaffToken()`: the bearer token (the chat stream sends it)
 * - `staffKeys`: put every staff query key under `staffKeys.all` (signing out removes them)
 * - `useStaffHeader({ title, backTo })`: the page's title in the console header
 */
export { StaffProvider, useStaff } from './StaffProvider';
export type { StaffContextValue } from './StaffProvider';
export { RequireStaff } from './RequireStaff';
export { staffKeys } from './api/keys';
export { useStaffLogout } from './api/staffLogout';
export { getStaffToken, staffRequest } from './staff-credential';
export { installStaffApi } from './install-staff-api';
export { staffLoginPath } from './next-path';
export { staffSignInRoutes } from './routes';
export {
  ConsoleHeaderContext as StaffHeaderContext,
  useConsoleHeader as useStaffHeader,
  useConsoleHeaderState as useStaffHeaderState,
  type ConsoleHeaderOptions as StaffHeaderOptions,
} from '../../components/layout/console-header';
