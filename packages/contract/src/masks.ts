import { formatPhone } from './auth';

/** 01012345678 -> 010-****-5678: enough to tell people apart, not enough to call them. */
export function maskPhone(digits: string | null): string {
  if (!digits) return '';
  const f = formatPhone(digits).split('-');
  return f.length === 3 ? `${f[0]}-${'*'.repeat(f[1]!.length)}-${f[2]}` : '';
}

/** as.team@builder.co.kr -> as*****@builder.co.kr: the first two characters and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '';
  const local = email.slice(0, at);
  const shown = local.slice(0, Math.min(2, local.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, local.length - shown.length))}${email.slice(at)}`;
}
