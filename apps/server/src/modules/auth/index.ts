/** Resident sign-in (phone code, Apple), the session's account, and the Apple web callback outside /api/v2. */
export { appleCallbackRoutes } from './apple-callback.routes';
export { authRoutes } from './auth.routes';
export { createAuthService, type AuthService, type AuthServiceOptions } from './auth.service';
export { randomReferralCode } from './referral-code';
