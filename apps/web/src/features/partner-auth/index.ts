/**
 * Public API of the partner-auth feature: the partner console's sign-in state and credential. Console
 * features (partner orders, calendar, offline orders, company, items, notifications) import from here only.
 *
 * - `usePartner()`: { initialized, isLoggedIn, partner, loadError, retry, signOutReason, signIn, signOut }
 * - `useSignedInPartner()`: the signed-in company (PartnerProfile) on a page behind the guard
 * - `usePartnerHeader({ title, backTo })`: the page's title (and back button) in the console header
 * - `partnerKeys`: put every console query key under `partnerKeys.all` (signing out removes them);
 *   invalidate `partnerKeys.profile()` after changing the company's information (the header follows)
 */
export { PartnerProvider, usePartner, useSignedInPartner } from './PartnerProvider';
export type { PartnerContextValue } from './PartnerProvider';
export { RequirePartner } from './RequirePartner';
export { PartnerHeaderContext, usePartnerHeader, usePartnerHeaderState } from './components/PartnerHeader';
export type { PartnerHeaderOptions } from './components/PartnerHeader';
export { partnerKeys } from './api/keys';
export { installPartnerApi } from './install-partner-api';
export { isConsolePath, partnerLoginPath, PARTNER_HOME, PARTNER_LOGIN } from './next-path';
export { partnerRoutes, partnerSignInRoutes } from './routes';
// The inspector console (features/inspector-auth) signs in and out with the same partner credential.
export { usePartnerLogin } from './api/partnerLogin';
export { usePartnerLogoutMutation } from './api/partnerLogout';
