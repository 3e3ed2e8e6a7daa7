import { api, isApiError } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { getPartnerProfile } from './partnerGetProfile';

/** A 401 means the token is already gone on the server: signed out either way. */
export const isSignedOutError = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Partner logout (SPEC section 5): fetch the partner's authentication data (GET /partner) first, then
 * POST /auths/partner/logout. A 401 on either means the token already ended, which is what the partner
 * wanted; other failures (offline, server error) reject so the partner can try again.
 */
export async function partnerLogout(): Promise<void> {
  try {
    await getPartnerProfile();
    await api.partnerLogout();
  } catch (error) {
    if (!isSignedOutError(error)) throw error;
  }
}

export const partnerLogoutMutation = () => mutationOptions({ mutationFn: partnerLogout });

export function usePartnerLogoutMutation() {
  return useMutation(partnerLogoutMutation());
}
