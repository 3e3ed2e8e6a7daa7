import { createStoredCredential, type StoredCredential } from '../../lib/stored-credential';

/**
 * The partner credential: the bearer token of POST /auths/partner/login (lib/stored-credential.ts keeps it).
 * The api-client attaches it to bearer operations (installPartnerApi); it is cleared on logout, withdrawal,
 * expiry and on any 401 of a partner call. Components read it through useSyncExternalStore (usePartner).
 */
export type PartnerCredential = StoredCredential;

/** Why the partner was signed out last: shown on the sign-in page ('expired': the server refused the token). */
export type SignOutReason = 'logout' | 'withdrawal' | 'expired';

const credential = createStoredCredential<SignOutReason>('ipju:partner-credential');

/** The token to send with bearer operations, or null when signed out (or expired). */
export const getPartnerToken = credential.getToken;
export const getPartnerCredentialSnapshot = credential.getSnapshot;
export const subscribePartnerCredential = credential.subscribe;
export const savePartnerCredential = credential.save;
export const clearPartnerCredential = credential.clear;
