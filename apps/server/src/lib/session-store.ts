import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { partnerAccounts, partners, sessions, staffAccounts } from '../db/schema';
import { randomToken, sha256 } from './tokens';

export type Role = 'resident' | 'partner' | 'staff';

/**
 * Session lifetimes. Residents stay signed in on their phone for weeks (idle 30 days, at most 90);
 * partner consoles handle customers' data, so theirs are shorter (idle 3 days, at most 30); staff see
 * every customer's requests and moderate posts, so theirs are shortest (idle 12 hours, at most 7 days).
 */
export const SESSION_POLICY: Record<Role, { idleMs: number; absoluteMs: number }> = {
  resident: { idleMs: 30 * 86_400_000, absoluteMs: 90 * 86_400_000 },
  partner: { idleMs: 3 * 86_400_000, absoluteMs: 30 * 86_400_000 },
  staff: { idleMs: 12 * 3_600_000, absoluteMs: 7 * 86_400_000 },
};

/** last_seen_at is written at most this often, so reads do not turn into writes on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface SessionInfo {
  tokenHash: string;
  role: Role;
  subjectIdx: number;
  /** For partner sessions: the company and whether its staff may use the inspection console. */
  partnerIdx: number | null;
  isInspection: boolean;
}

/** The resident a session belongs to, or null (no session, a partner or staff). */
export const sessionResidentIdx = (session: SessionInfo | null | undefined): number | null =>
  session?.role === 'resident' ? session.subjectIdx : null;

export type SessionLookup = { state: 'valid'; session: SessionInfo } | { state: 'expired' } | { state: 'unknown' };

/** Creates a session and returns the raw token (only its hash is stored). */
export async function createSession(db: DbOrTx, role: Role, subjectIdx: number, userAgent?: string) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_POLICY[role].absoluteMs);
  await db.insert(sessions).values({ tokenHash: sha256(token), role, subjectIdx, expiresAt, userAgent });
  return { token, expiresAt };
}

/**
 * The session lookup every signed-in request runs, built once per database as a prepared statement
 * (issue 14): Drizzle does not assemble its SQL again on each request, and PostgreSQL parses and plans it
 * once per connection.
 */
function sessionQueryOf(db: DbOrTx) {
  return db
    .select({
      role: sessions.role,
      subjectIdx: sessions.subjectIdx,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      partnerIdx: partnerAccounts.partnerIdx,
      isInspection: partners.isInspection,
      accountDisabledAt: partnerAccounts.disabledAt,
      staffIdx: staffAccounts.staffIdx,
      staffDisabledAt: staffAccounts.disabledAt,
    })
    .from(sessions)
    .leftJoin(
      partnerAccounts,
      and(eq(sessions.role, 'partner'), eq(partnerAccounts.accountIdx, sessions.subjectIdx)),
    )
    .leftJoin(partners, eq(partners.partnerIdx, partnerAccounts.partnerIdx))
    .leftJoin(staffAccounts, and(eq(sessions.role, 'staff'), eq(staffAccounts.staffIdx, sessions.subjectIdx)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}
const sessionQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionQueryOf>>();

export async function lookupSession(db: DbOrTx, token: string): Promise<SessionLookup> {
  const tokenHash = sha256(token);
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQueryOf(db)));
  const [row] = await query.execute({ tokenHash });
  if (!row) return { state: 'unknown' };
  // A partner or staff session whose account was disabled (withdrawal) or removed is no credential at all.
  const disabled =
    (row.role === 'partner' && (row.partnerIdx === null || row.accountDisabledAt !== null)) ||
    (row.role === 'staff' && (row.staffIdx === null || row.staffDisabledAt !== null));
  if (disabled) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { state: 'unknown' };
  }
  const now = Date.now();
  const idleLimit = row.lastSeenAt.getTime() + SESSION_POLICY[row.role].idleMs;
  if (row.expiresAt.getTime() <= now || idleLimit <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { state: 'expired' };
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, new Date(now - TOUCH_INTERVAL_MS))));
  }
  return {
    state: 'valid',
    session: {
      tokenHash,
      role: row.role,
      subjectIdx: row.subjectIdx,
      partnerIdx: row.partnerIdx ?? null,
      isInspection: row.isInspection ?? false,
    },
  };
}

export async function destroySession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends the session of a raw token, whatever its state (used to rotate sessions at sign-in). */
export async function destroySessionToken(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a subject (withdrawal, password change). */
export async function destroySubjectSessions(db: DbOrTx, role: Role, subjectIdx: number) {
  await db.delete(sessions).where(and(eq(sessions.role, role), eq(sessions.subjectIdx, subjectIdx)));
}

/** Removes sessions past their absolute expiry; run periodically by the maintenance job. */
export async function purgeExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
