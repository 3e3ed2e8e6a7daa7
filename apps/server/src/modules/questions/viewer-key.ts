import { createHmac } from 'node:crypto';
import type { SessionInfo } from '../../lib/session-store';

/**
 * Who is reading a question, for the once-a-day read count (question_reads.viewer_key): 'r:{residentIdx}',
 * 'p:{partnerIdx}', 's:{staffIdx}', or for a guest 'g:' and a keyed hash of their address and browser.
 * The raw IP is never stored: the hash is keyed with the server secret, so the stored value cannot be
 * turned back into an address by trying every IP.
 */
export function viewerKey(session: SessionInfo | null, guest: { ip: string; userAgent: string | undefined }, secret: string): string {
  if (session?.role === 'resident') return `r:${session.subjectIdx}`;
  if (session?.role === 'partner' && session.partnerIdx !== null) return `p:${session.partnerIdx}`;
  if (session?.role === 'staff') return `s:${session.subjectIdx}`;
  const digest = createHmac('sha256', secret)
    .update(`question-read\n${guest.ip}\n${guest.userAgent ?? ''}`)
    .digest('base64url');
  return `g:${digest.slice(0, 32)}`;
}
