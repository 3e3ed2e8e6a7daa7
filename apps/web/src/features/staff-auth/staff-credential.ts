import { createStoredCredential, type StoredCredential } from '../../lib/stored-credential';

/**
 * The staff credential: the bearer token of POST /auths/staff/login (lib/stored-credential.ts keeps it, as it
 * keeps the partner console's). Staff operations send it in their Authorization header (staffRequest); it is
 * cleared on logout, on expiry and on a 401 of any staff operation.
 */
export type StaffCredential = StoredCredential;

export type StaffSignOutReason = 'logout' | 'expired';

const credential = createStoredCredential<StaffSignOutReason>('ipju:staff-credential');

/** The token to send with staff operations, or null when signed out (or expired). */
export const getStaffToken = credential.getToken;
export const getStaffCredentialSnapshot = credential.getSnapshot;
export const subscribeStaffCredential = credential.subscribe;
export const saveStaffCredential = credential.save;
export const clearStaffCredential = credential.clear;

/**
 * The request options of a staff operation: its bearer credential. (The generated client attaches only the
 * partner credential by itself; a header given with the call wins over it.)
 */
export function staffRequest(signal?: AbortSignal): { headers: Record<string, string>; signal?: AbortSignal } {
  const token = getStaffToken();
  return { headers: token ? { Authorization: `Bearer ${token}` } : {}, ...(signal ? { signal } : {}) };
}
