import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '../../components/ui/LoadError/LoadError';
import { partnerLoginPath } from './next-path';
import { usePartner } from './PartnerProvider';

/**
 * Renders children for a signed-in partner; a signed-out one goes to /partner/login?next=<this page>.
 * `pending` shows while GET /partner answers (the shell passes its skeleton).
 */
export function RequirePartner({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { initialized, isLoggedIn, loadError, retry } = usePartner();
  const location = useLocation();
  if (!initialized) return <>{pending}</>;
  if (loadError) return <LoadError title="업체 정보를 불러오지 못했어요" error={loadError} onRetry={retry} />;
  if (!isLoggedIn) return <Navigate to={partnerLoginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
