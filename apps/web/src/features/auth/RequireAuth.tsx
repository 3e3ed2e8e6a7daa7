import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner/Spinner';
import { useServerRedirect } from '../../lib/server-redirect';
import { useAuth } from './AuthProvider';
import { loginPath } from './return-path';

/**
 * Renders children when signed in; otherwise sends the visitor to sign in and back here after.
 * `pending` shows while the session is still being checked (default: a spinner).
 */
export function RequireAuth({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const { initialized, isLoggedIn } = useAuth();
  const location = useLocation();
  const redirectOnServer = useServerRedirect();
  if (!initialized) {
    if (pending !== undefined) return <>{pending}</>;
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <Spinner label="로그인 정보를 확인하고 있어요" />
      </div>
    );
  }
  if (!isLoggedIn) {
    const to = loginPath(`${location.pathname}${location.search}`);
    // Rendered on the server for a visitor without a session: the server sends the redirect itself.
    if (redirectOnServer) {
      redirectOnServer(to);
      return null;
    }
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
