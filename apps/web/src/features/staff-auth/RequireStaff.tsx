import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '../../components/ui/LoadError/LoadError';
import { staffLoginPath } from './next-path';
import { useStaff } from './StaffProvider';

/** Renders children for signed-in staff; otherwise to /staff/login?next=<this page> (after a logout: to /staff/login). */
export function RequireStaff({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { initialized, isLoggedIn, loadError, retry, signOutReason } = useStaff();
  const location = useLocation();
  if (!initialized) return <>{pending}</>;
  if (loadError) return <LoadError title="운영팀 계정을 확인하지 못했어요" error={loadError} onRetry={retry} />;
  if (!isLoggedIn) {
    return <Navigate to={staffLoginPath(signOutReason === 'logout' ? undefined : `${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
