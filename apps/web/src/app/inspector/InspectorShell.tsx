import { useMemo } from 'react';
import { Outlet, useMatch } from 'react-router';
import { ConsoleBackButton } from '../../components/layout/ConsoleBackButton';
import frame from '../../components/layout/ConsoleShell.module.css';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/ui/Skeleton/Skeleton';
import { cx } from '../../lib/cx';
import {
  InspectorHeaderContext,
  RequireInspector,
  useInspectorHeaderState,
  type InspectorHeaderOptions,
} from '../../features/inspector-auth';
import { useInspectionOutboxSync, useKeepInspectionOffline } from '../../features/inspector-tasks';
import { usePartner } from '../../features/partner-auth';
import { OutboxBar } from './OutboxBar';
import styles from './InspectorShell.module.css';

function ConsoleHeader({ companyName, page }: { companyName: string | null; page: InspectorHeaderOptions | null }) {
  const title = page?.title ?? '사전점검';
  return (
    <header className={frame.header}>
      <title>{`${title} | 입주 사전점검`}</title>
      {page?.backTo && <ConsoleBackButton to={page.backTo} />}
      <div className={frame.heading}>
        {companyName === null ? (
          <Skeleton width={140} height={20} />
        ) : (
          <>
            <span className={frame.caption} data-testid="inspector-company-name">
              {companyName}
            </span>
            <h1 className={frame.title}>{title}</h1>
          </>
        )}
      </div>
    </header>
  );
}

/** Inside the guard (signed in): keeps the open inspection's type screens ready for a reload with no signal. */
function KeepInspectionOffline() {
  const match = useMatch('/inspector/inspections/:inspectionId/*');
  useKeepInspectionOffline(match ? Number(match.params.inspectionId) : null);
  return null;
}

function PendingBody() {
  return (
    <SkeletonGroup className={frame.pending} label="점검원 정보를 확인하고 있어요">
      <Skeleton height={96} radius={12} />
      <SkeletonText lines={3} />
      <Skeleton height={120} radius={12} />
    </SkeletonGroup>
  );
}

/**
 * The signed-in inspector console's layout, phone first (360 px, the partner app's webview): the header
 * (company, page title, back), the outbox bar (offline, unsent records) and the page. Behind
 * RequireInspector: signed out goes to /inspector/login, a non-inspection company is sent to the partner console.
 */
export function InspectorShell() {
  const { partner } = usePartner();
  const [page, setPage] = useInspectorHeaderState();
  const headerContext = useMemo(() => setPage, [setPage]);
  useInspectionOutboxSync();
  return (
    <InspectorHeaderContext.Provider value={headerContext}>
      <div className={cx(frame.shell, styles.shell)} data-testid="inspector-shell">
        <ConsoleHeader companyName={partner?.companyName ?? null} page={page} />
        <OutboxBar />
        <main className={frame.main}>
          <RequireInspector pending={<PendingBody />}>
            <KeepInspectionOffline />
            <Outlet />
          </RequireInspector>
        </main>
      </div>
    </InspectorHeaderContext.Provider>
  );
}
