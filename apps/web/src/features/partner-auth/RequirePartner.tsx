import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '../../components/ui/LoadError/LoadError';
import { partnerLoginPath } from './next-path';
import { usePartner } from './PartnerProvider';

/**
 * Renders children for a signed-in partner; a signed-out one goes to /partner/login?next=<this page> (after
 * logging out or withdrawing: to /partner/login, which the signed-out console pages then lead to).
 * `pending` shows while GET /partner answers (the shell passes its skeleton).
 */
export function RequirePartner({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { initialized, isLoggedIn, loadError, retry, signOutReason } = usePartner();
  const location = useLocation();
  if (!initialized) return <>{pending}</>;
  if (loadError) return <LoadError title="업체 정보를 불러오지 못했어요" error={loadError} onRetry={retry} />;
  if (!isLoggedIn) {
    // After a logout or withdrawal on purpose, the next sign-in starts at 오늘; otherwise back to this page.
    const deliberate = signOutReason === 'logout' || signOutReason === 'withdrawal';
    return <Navigate to={partnerLoginPath(deliberate ? undefined : `${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
