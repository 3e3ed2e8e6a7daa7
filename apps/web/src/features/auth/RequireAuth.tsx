import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/Spinner/Spinner';
import { useAuth } from './AuthProvider';
import { loginPath } from './return-path';

/**
 * Renders children when signed in; otherwise sends the visitor to sign in and back here after.
 * `pending` shows while the session is still being checked (default: a spinner).
 */
export function RequireAuth({ children, pending }: { children: ReactNode; pending?: ReactNode }) {
  const { initialized, isLoggedIn } = useAuth();
  const location = useLocation();
  if (!initialized) {
    if (pending !== undefined) return <>{pending}</>;
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <Spinner label="로그인 정보를 확인하고 있어요" />
      </div>
    );
  }
  if (!isLoggedIn) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
