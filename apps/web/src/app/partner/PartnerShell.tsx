import { Bell } from 'lucide-react';
import { useMemo } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ConsoleBackButton } from '../../components/layout/ConsoleBackButton';
import frame from '../../components/layout/ConsoleShell.module.css';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/ui/Skeleton/Skeleton';
import { cx } from '../../lib/cx';
import {
  PARTNER_HOME,
  PartnerHeaderContext,
  RequirePartner,
  usePartner,
  usePartnerHeaderState,
  type PartnerHeaderOptions,
} from '../../features/partner-auth';
import { PartnerPushRegistration, usePartnerUnreadCount } from '../../features/partner-notifications';
import { PartnerTabBar } from './PartnerTabBar';
import styles from './PartnerShell.module.css';

/** The header's bell with the number of unread notices (99+ past 99). */
function NotificationsLink() {
  const unread = usePartnerUnreadCount();
  return (
    <Link to="/partner/notifications" className={frame.iconButton} aria-label={unread > 0 ? `알림, 읽지 않은 알림 ${unread}개` : '알림'}>
      <Bell aria-hidden="true" size={22} />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="partner-unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

function ConsoleHeader({ companyName, page }: { companyName: string | null; page: PartnerHeaderOptions | null }) {
  const title = page?.title ?? companyName;
  return (
    <header className={frame.header}>
      {title && <title>{`${title} | 입주 파트너`}</title>}
      {page?.backTo && <ConsoleBackButton to={page.backTo} />}
      <div className={frame.heading}>
        {companyName === null ? (
          <Skeleton width={140} height={20} />
        ) : page ? (
          <>
            <span className={frame.caption} data-testid="partner-company-name">
              {companyName}
            </span>
            <h1 className={frame.title}>{page.title}</h1>
          </>
        ) : (
          <h1 className={frame.title} data-testid="partner-company-name">
            {companyName}
          </h1>
        )}
      </div>
      <NotificationsLink />
    </header>
  );
}

function PendingBody() {
  return (
    <SkeletonGroup className={frame.pending} label="업체 정보를 확인하고 있어요">
      <Skeleton height={120} radius={12} />
      <SkeletonText lines={3} />
      <Skeleton height={120} radius={12} />
    </SkeletonGroup>
  );
}

/**
 * The signed-in console's layout: the header (company name, or a page's title set with usePartnerHeader
 * under it), the page, and the bottom tabs. Behind RequirePartner: a signed-out partner goes to sign in.
 */
export function PartnerShell() {
  const { pathname } = useLocation();
  const { partner } = usePartner();
  const [page, setPage] = usePartnerHeaderState();
  const companyName = partner?.companyName ?? null;
  const headerContext = useMemo(() => setPage, [setPage]);
  return (
    <PartnerHeaderContext.Provider value={headerContext}>
      <div className={cx(frame.shell, styles.shell)} data-testid="partner-shell">
        <ConsoleHeader companyName={companyName} page={page} />
        <main className={frame.main}>
          <RequirePartner pending={<PendingBody />}>
            <Outlet />
          </RequirePartner>
        </main>
        <PartnerTabBar pathname={pathname === '/partner/' ? PARTNER_HOME : pathname} />
        <PartnerPushRegistration />
      </div>
    </PartnerHeaderContext.Provider>
  );
}
