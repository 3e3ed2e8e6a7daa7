import { isConsolePath } from '../../lib/partner-paths';

export { isConsolePath };
export const PARTNER_HOME = '/partner';
export const PARTNER_LOGIN = '/partner/login';
export const NEXT_PARAM = 'next';

/** Where to go after signing in: a console path of this site only, never the sign-in page itself. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return PARTNER_HOME;
  if (!isConsolePath(value) || value.startsWith(PARTNER_LOGIN)) return PARTNER_HOME;
  return value;
}

/** '/partner/login?next=%2Fpartner%2Forders' */
export function partnerLoginPath(next?: string): string {
  const target = next ? safeNextPath(next) : PARTNER_HOME;
  return target === PARTNER_HOME ? PARTNER_LOGIN : `${PARTNER_LOGIN}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}
