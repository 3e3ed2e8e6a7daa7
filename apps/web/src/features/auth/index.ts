/** Public API of the auth feature (other features import only from here). */
export { AuthProvider, SIGNED_OUT, useAuth } from './AuthProvider';
export type { AuthContextValue, AuthState } from './AuthProvider';
export { RequireAuth } from './RequireAuth';
export { loginPath, safeReturnPath } from './return-path';
export { isSessionExpiredError, notifySessionExpired } from './session-events';
export type { ResidentApartment } from './api/getResidentApartment';
export { routes } from './routes';
