import { isApiError } from '@ipju/api-client';
import type { StaffLoginResult, StaffProfile } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { staffKeys } from './api/keys';
import { useStaffProfile } from './api/staffGetProfile';
import {
  clearStaffCredential,
  getStaffCredentialSnapshot,
  saveStaffCredential,
  subscribeStaffCredential,
  type StaffSignOutReason,
} from './staff-credential';

export interface StaffContextValue {
  /** False while GET /staff/me is still answering for a stored token. */
  initialized: boolean;
  isLoggedIn: boolean;
  staff: StaffProfile | null;
  /** GET /staff/me failed for another reason than a refused token. */
  loadError: unknown;
  retry: () => void;
  signOutReason: StaffSignOutReason | null;
  signIn: (result: StaffLoginResult) => void;
  signOut: (reason: StaffSignOutReason) => void;
}

const StaffContext = createContext<StaffContextValue | null>(null);

/**
 * The staff console's sign-in state, like the partner console's: with a stored token it asks GET /staff/me who
 * is signed in; a 401 there or from any staff call clears the token and RequireStaff sends them to sign in.
 */
export function StaffProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, reason } = useSyncExternalStore(subscribeStaffCredential, getStaffCredentialSnapshot, () => ({ token: null, reason: null }));
  const profile = useStaffProfile(token !== null);

  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: staffKeys.all });
  }, [token, queryClient]);

  const refused = profile.isError && isApiError(profile.error) && profile.error.status === 401;
  useEffect(() => {
    if (refused) clearStaffCredential('expired');
  }, [refused]);

  const signIn = useCallback(
    (result: StaffLoginResult) => {
      queryClient.removeQueries({ queryKey: staffKeys.all });
      queryClient.setQueryData(staffKeys.profile(), result.staff);
      saveStaffCredential({ accessToken: result.accessToken, expiresAt: result.expiresAt });
    },
    [queryClient],
  );
  const signOut = useCallback((why: StaffSignOutReason) => clearStaffCredential(why), []);
  const { refetch } = profile;
  const retry = useCallback(() => void refetch(), [refetch]);

  const value = useMemo<StaffContextValue>(() => {
    const staff = token !== null && profile.data ? profile.data : null;
    return {
      initialized: token === null || staff !== null || (profile.isError && !refused),
      isLoggedIn: staff !== null,
      staff,
      loadError: token !== null && staff === null && profile.isError && !refused ? profile.error : null,
      retry,
      signOutReason: reason,
      signIn,
      signOut,
    };
  }, [token, reason, profile.data, profile.isError, profile.error, refused, retry, signIn, signOut]);

  return <StaffContext.Provider value={value}>{children}</StaffContext.Provider>;
}

export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('useStaff must be used inside <StaffProvider> (the staff console).');
  return value;
}
