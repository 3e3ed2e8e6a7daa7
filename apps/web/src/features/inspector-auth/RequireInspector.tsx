import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '../../components/ui/LoadError/LoadError';
import { usePartner } from '../partner-auth';
import { useIsInspection } from './api/partnerIsInspection';
import { NotInspectionCompany } from './components/NotInspectionCompany';
import { inspectorLoginPath } from './next-path';

/**
 * Renders children for a signed-in account of an inspection company. Signed out: to /inspector/login with
 * this page as `next`. A partner of another kind of company: told to use the partner console.
 */
export function RequireInspector({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { initialized, isLoggedIn, loadError, retry, signOutReason, partner } = usePartner();
  const location = useLocation();
  const inspection = useIsInspection(isLoggedIn);
  if (!initialized) return <>{pending}</>;
  if (loadError) return <LoadError title="업체 정보를 불러오지 못했어요" error={loadError} onRetry={retry} />;
  if (!isLoggedIn || !partner) {
    const deliberate = signOutReason === 'logout' || signOutReason === 'withdrawal';
    return <Navigate to={inspectorLoginPath(deliberate ? undefined : `${location.pathname}${location.search}`)} replace />;
  }
  // Offline with the company already known: the profile says it too, so recording goes on without the check.
  if (inspection.isError && !partner.isInspection) {
    return <LoadError title="업체 정보를 불러오지 못했어요" error={inspection.error} onRetry={() => void inspection.refetch()} />;
  }
  const isInspection = inspection.data ?? (inspection.isError ? partner.isInspection : undefined);
  if (isInspection === undefined) return <>{pending}</>;
  if (!isInspection) return <NotInspectionCompany companyName={partner.companyName} />;
  return <>{children}</>;
}
