/**
 * The staff console's paths (운영팀 콘솔, everything under /staff). The router loads the console's lazy chunk for
 * them (app/staff-entry.ts); a resident never downloads it.
 */
export const STAFF_HOME = '/staff/chat';
export const STAFF_LOGIN = '/staff/login';

export function isStaffPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/staff' || pathname.startsWith('/staff/');
}
