import type { UserProfile } from '@ipju/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { setAnalyticsUser } from '../../lib/analytics';
import { userKeys } from '../../lib/query-client';
import { removeSessionDrafts } from '../../lib/stored-draft';
import { getMe } from './api/getMe';
import { useResidentApartment, type ResidentApartment } from './api/getResidentApartment';
import { logout as endSession } from './api/logout';
import { isUnauthorizedError, onSessionExpired } from './session-events';

export interface AuthState {
  /** The first profile fetch has finished (either way). */
  initialized: boolean;
  isLoggedIn: boolean;
  user: UserProfile | null;
}

export interface AuthContextValue extends AuthState {
  /** The resident's complex (data.apart), fetched when signed in with a complex name. */
  apartment: ResidentApartment | null;
  apartmentLoading: boolean;
  /** After sign-in: the user from the sign-in response. */
  signIn: (user: UserProfile) => void;
  /** Fetches the profile again (after editing it or agreeing to terms). */
  refresh: () => Promise<UserProfile | null>;
  /** Ends the session on the server, then clears the user. Rethrows other errors. */
  logout: () => Promise<void>;
  /** Clears the user locally (expired session, withdrawal). */
  clear: () => void;
}

/** Known signed out (also the start of a server-rendered page whose request had no session cookie). */
export const SIGNED_OUT: AuthState = { initialized: true, isLoggedIn: false, user: null };

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>.');
  return ctx;
}

/**
 * Auth state (SPEC section 4): on start the profile is fetched; success signs in, failure leaves
 * the visitor signed out (only logged to the console). An expired session clears the user. When
 * the signed-in user changes, user-scoped queries (userKeys.all) are invalidated; on logout removed.
 */
export function AuthProvider({ children, initialState }: { children?: ReactNode; initialState?: AuthState }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(
    initialState ?? { initialized: false, isLoggedIn: false, user: null },
  );

  const clear = useCallback(() => setState(SIGNED_OUT), []);

  const signIn = useCallback((user: UserProfile) => {
    setState({ initialized: true, isLoggedIn: true, user });
  }, []);

  const refresh = useCallback(async () => {
    try {
      const user = await getMe();
      setState({ initialized: true, isLoggedIn: true, user });
      return user;
    } catch (error) {
      console.info('[auth] not signed in', error);
      setState(SIGNED_OUT);
      return null;
    }
  }, []);

  // Start-up profile fetch.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || initialState) return;
    started.current = true;
    void refresh();
  }, [refresh, initialState]);

  useEffect(() => onSessionExpired(clear), [clear]);

  const logout = useCallback(async () => {
    try {
      await endSession();
    } catch (error) {
      if (!isUnauthorizedError(error)) throw error;
    }
    // What this resident typed and had not sent (a checkout's 공동현관 비밀번호) stays with them, not the tab.
    removeSessionDrafts();
    setState(SIGNED_OUT);
  }, []);

  // When the signed-in user changes: invalidate user-scoped queries; on sign-out drop them.
  const userId = state.user?.residentIdx ?? null;
  const previousUserId = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!state.initialized) return;
    const previous = previousUserId.current;
    previousUserId.current = userId;
    setAnalyticsUser(userId);
    if (previous === undefined || previous === userId) return;
    if (userId === null) queryClient.removeQueries({ queryKey: userKeys.all });
    else void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }, [userId, state.initialized, queryClient]);

  const wantsApartment = state.isLoggedIn && Boolean(state.user?.complexName);
  const apartmentQuery = useResidentApartment(userId, wantsApartment);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      apartment: wantsApartment ? (apartmentQuery.data ?? null) : null,
      apartmentLoading: wantsApartment && apartmentQuery.isPending,
      signIn,
      refresh,
      logout,
      clear,
    }),
    [state, wantsApartment, apartmentQuery.data, apartmentQuery.isPending, signIn, refresh, logout, clear],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
