import type { PartnerLoginResult, PartnerProfile } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { partnerKeys } from './api/keys';
import { usePartnerProfile } from './api/partnerGetProfile';
import { isSignedOutError } from './api/partnerLogout';
import {
  clearPartnerCredential,
  getPartnerCredentialSnapshot,
  savePartnerCredential,
  subscribePartnerCredential,
  type SignOutReason,
} from './partner-credential';

export interface PartnerContextValue {
  /** False while GET /partner is still answering for a stored token; then the guard shows a skeleton. */
  initialized: boolean;
  isLoggedIn: boolean;
  /** The signed-in company (GET /partner), null when signed out or not known yet. */
  partner: PartnerProfile | null;
  /** GET /partner failed for another reason than a refused token (offline, server error) and no company is known. */
  loadError: unknown;
  retry: () => void;
  /** Why the partner was last signed out, for the sign-in page's notice. */
  signOutReason: SignOutReason | null;
  /** After POST /auths/partner/login: keeps the token and the company. */
  signIn: (result: PartnerLoginResult) => void;
  /** Forgets the token and every partner query on this device (no server call: see usePartnerLogout). */
  signOut: (reason: SignOutReason) => void;
}

const PartnerContext = createContext<PartnerContextValue | null>(null);

/**
 * The console's sign-in state (SPEC section 4: initialized, then logged in or not). With a stored token it
 * asks GET /partner who is signed in; a 401 there, or from any partner call (installPartnerApi), clears the
 * token, and RequirePartner sends the partner to the sign-in page.
 */
export function PartnerProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, reason } = useSyncExternalStore(subscribePartnerCredential, getPartnerCredentialSnapshot);
  const profile = usePartnerProfile(token !== null);

  // Signed out (here, by a 401 elsewhere or in another tab): drop every partner query.
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: partnerKeys.all });
  }, [token, queryClient]);

  const refused = profile.isError && isSignedOutError(profile.error);
  useEffect(() => {
    if (refused) clearPartnerCredential('expired');
  }, [refused]);

  const signIn = useCallback(
    (result: PartnerLoginResult) => {
      queryClient.removeQueries({ queryKey: partnerKeys.all });
      queryClient.setQueryData(partnerKeys.profile(), result.partner);
      savePartnerCredential({ accessToken: result.accessToken, expiresAt: result.expiresAt });
    },
    [queryClient],
  );
  const signOut = useCallback((why: SignOutReason) => clearPartnerCredential(why), []);
  const { refetch } = profile;
  const retry = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<PartnerContextValue>(() => {
    const partner = token !== null && profile.data ? profile.data : null;
    return {
      initialized: token === null || partner !== null || (profile.isError && !refused),
      isLoggedIn: partner !== null,
      partner,
      // A failed refresh of a company already known (the offline cache, no signal) is no error: the console goes on.
      loadError: token !== null && partner === null && profile.isError && !refused ? profile.error : null,
      retry,
      signOutReason: reason,
      signIn,
      signOut,
    };
  }, [token, reason, profile.data, profile.isError, profile.error, refused, retry, signIn, signOut]);

  return <PartnerContext.Provider value={value}>{children}</PartnerContext.Provider>;
}

/** The console's sign-in state; only inside the partner console (PartnerProvider). */
export function usePartner(): PartnerContextValue {
  const value = useContext(PartnerContext);
  if (!value) throw new Error('usePartner must be used inside <PartnerProvider> (the partner console).');
  return value;
}

/** The signed-in company, for pages behind RequirePartner (where it is never null). */
export function useSignedInPartner(): PartnerProfile {
  const { partner } = usePartner();
  if (!partner) throw new Error('useSignedInPartner must be used behind <RequirePartner>.');
  return partner;
}
