import { seoulClock } from '@ipju/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './errors';

/**
 * Fixed-window counters in the database (table rate_limit_counters), for limits that protect accounts
 * and must hold across server processes without Redis: code sends per phone and per IP, partner
 * sign-in failures. A window is [floor(now / windowMs) * windowMs, + windowMs).
 *
 *   hit(db, key, limit, windowMs)  counts one event atomically (INSERT ... ON CONFLICT DO UPDATE) and
 *                                  says whether it was within the limit.
 *   peek(db, key, limit, windowMs) reads without counting (e.g. refuse sign-in once failures reached it).
 *   reset(db, key, windowMs)       forgets the current window (e.g. after a successful sign-in).
 */
export interface RateResult {
  /** True when this event (hit) or the next one (peek) is within the limit. */
  allowed: boolean;
  count: number;
  remaining: number;
  /** When the current window ends and the counter starts over. */
  resetAt: Date;
}

function windowOf(windowMs: number, now = Date.now()) {
  const start = Math.floor(now / windowMs) * windowMs;
  return { windowStart: new Date(start), resetAt: new Date(start + windowMs) };
}

export async function hit(db: DbOrTx, key: string, limit: number, windowMs: number): Promise<RateResult> {
  const { windowStart, resetAt } = windowOf(windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, remaining: Math.max(0, limit - count), resetAt };
}

export async function peek(db: DbOrTx, key: string, limit: number, windowMs: number): Promise<RateResult> {
  const { windowStart, resetAt } = windowOf(windowMs);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
  const count = row?.count ?? 0;
  return { allowed: count < limit, count, remaining: Math.max(0, limit - count), resetAt };
}

export async function reset(db: DbOrTx, key: string, windowMs: number): Promise<void> {
  const { windowStart } = windowOf(windowMs);
  await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

/** Deletes windows that ended more than a day ago; run by the maintenance job. */
export async function purgeOldCounters(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(Date.now() - 2 * 86_400_000)));
}

/** "14시 05분" in Asia/Seoul, for "… 이후에 다시 시도해 주세요." messages. */
export function koreanClock(date: Date): string {
  const { hour, minute } = seoulClock(date);
  return `${String(hour).padStart(2, '0')}시 ${String(minute).padStart(2, '0')}분`;
}

/** A 429 that knows when the caller may try again (sent as Retry-After by `retryAfterOnError`). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly resetAt: Date,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** Route `onError` hook: adds Retry-After (seconds) to a RateLimitedError's 429. */
export async function retryAfterOnError(_request: FastifyRequest, reply: FastifyReply, error: Error) {
  if (error instanceof RateLimitedError) {
    reply.header('retry-after', String(Math.max(1, Math.ceil((error.resetAt.getTime() - Date.now()) / 1000))));
  }
}
