import { isStaffPath, STAFF_HOME, STAFF_LOGIN } from '../../lib/staff-paths';

export const NEXT_PARAM = 'next';

/** Where to go after signing in: a staff console path of this site only, never the sign-in page itself. */
export function safeStaffNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return STAFF_HOME;
  if (!isStaffPath(value) || value.startsWith(STAFF_LOGIN)) return STAFF_HOME;
  return value;
}

/** '/staff/login?next=%2Fstaff%2Fchat%2F12' */
export function staffLoginPath(next?: string): string {
  const target = next ? safeStaffNextPath(next) : STAFF_HOME;
  return target === STAFF_HOME ? STAFF_LOGIN : `${STAFF_LOGIN}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}
