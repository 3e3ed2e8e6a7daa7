import { LogOut } from 'lucide-react';
import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ConsoleBackButton } from '../../components/layout/ConsoleBackButton';
import frame from '../../components/layout/ConsoleShell.module.css';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../components/ui/Skeleton/Skeleton';
import { useToast } from '../../components/ui/Toast/Toast';
import { errorMessage } from '../../lib/error-message';
import { STAFF_LOGIN } from '../../lib/staff-paths';
import { RequireStaff, StaffHeaderContext, useStaff, useStaffHeaderState, useStaffLogout, type StaffHeaderOptions } from '../../features/staff-auth';
import styles from './StaffShell.module.css';

function LogoutButton() {
  const { signOut } = useStaff();
  const logout = useStaffLogout();
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={frame.iconButton}
      aria-label="로그아웃"
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            signOut('logout');
            navigate(STAFF_LOGIN, { replace: true });
          },
          onError: (error) => toast.show(errorMessage(error, '로그아웃하지 못했어요. 잠시 후 다시 시도해 주세요.')),
        })
      }
    >
      <LogOut aria-hidden="true" size={22} />
    </button>
  );
}

function ConsoleHeader({ name, page }: { name: string | null; page: StaffHeaderOptions | null }) {
  const title = page?.title ?? '채팅 상담';
  return (
    <header className={frame.header}>
      <title>{`${title} | 입주 운영팀`}</title>
      {page?.backTo && <ConsoleBackButton to={page.backTo} />}
      <div className={frame.heading}>
        <span className={frame.caption}>{name === null ? '입주 운영팀' : `입주 운영팀 · ${name}`}</span>
        <h1 className={frame.title}>{title}</h1>
      </div>
      {name !== null && <LogoutButton />}
    </header>
  );
}

function PendingBody() {
  return (
    <SkeletonGroup className={frame.pending} label="운영팀 계정을 확인하고 있어요">
      <Skeleton height={64} radius={12} />
      <SkeletonText lines={3} />
      <Skeleton height={64} radius={12} />
    </SkeletonGroup>
  );
}

/**
 * The signed-in staff console's layout: the header (운영팀, the page's title, logout) and the page, phone first
 * and as wide as a desk's screen allows (the inbox puts the conversation and the resident's orders side by side).
 * Behind RequireStaff: signed out goes to /staff/login.
 */
export function StaffShell() {
  const { staff } = useStaff();
  const [page, setPage] = useStaffHeaderState();
  const headerContext = useMemo(() => setPage, [setPage]);
  return (
    <StaffHeaderContext.Provider value={headerContext}>
      <div className={styles.shell} data-testid="staff-shell">
        <ConsoleHeader name={staff?.name ?? null} page={page} />
        <main className={frame.main}>
          <RequireStaff pending={<PendingBody />}>
            <Outlet />
          </RequireStaff>
        </main>
      </div>
    </StaffHeaderContext.Provider>
  );
}
