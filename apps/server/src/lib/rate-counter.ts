import { seoulClock } from '@ipju/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './errors';

/**
 * Fixed-window counters in the database (table rate_limit_counters), for limits that protect accounts
 * and must hold across server processes without Redis: code sends per phone and per IP, partner and
 * staff sign-in attempts. A window is [floor(now / windowMs) * windowMs, + windowMs).
 *
 *   hit(db, key, limit, windowMs)  counts one event atomically (INSERT ... ON CONFLICT DO UPDATE) and
 *                                  says whether it was within the limit. Count first, then decide: a limit
 *                                  checked with peek and counted afterwards lets parallel requests all pass.
 *   release(db, key, counted, n)   takes n events back from the window `counted` (a hit's result) was
 *                                  counted in, never below zero (e.g. a sign-in that turned out right).
 */
export interface RateResult {
  /** True when this event is within the limit. */
  allowed: boolean;
  count: number;
  remaining: number;
  /** The window this result was counted in, and when it ends and the counter starts over. */
  windowStart: Date;
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
  return { allowed: count <= limit, count, remaining: Math.max(0, limit - count), windowStart, resetAt };
}

/** Takes `n` counted events back (never below zero), in the window they were counted in. */
export async function release(db: DbOrTx, key: string, counted: RateResult, n: number): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - ${n}, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, counted.windowStart)));
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
