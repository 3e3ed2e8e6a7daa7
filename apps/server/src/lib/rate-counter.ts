import { seoulClock } from '@ipju/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './errors';

/**
 * Rolling-window limits counted in the database (table rate_limit_counters), for limits that protect accounts
 * and must hold across server processes without Redis: code sends per phone and per IP, partner and staff
 * sign-in attempts. "n per hour" means at most n events in ANY hour, not n per clock hour: fixed windows let
 * 2n through around a boundary (n at 10:57, n more at 11:01).
 *
 * How: one-minute buckets. Each event is counted in the bucket of its minute (a row per key and bucket;
 * the column window_start is the bucket's start), and an event is within the limit when the buckets that
 * start in [bucket - windowMs, bucket] hold at most `limit` events, this one included. That range covers
 * every rolling window of windowMs that ends now (and up to one minute more), so the limit holds over every
 * rolling window of the stated length; the price is that an event keeps counting for between windowMs and
 * windowMs + 1 minute. Buckets rather than the other well-known estimate (the previous fixed window's count
 * weighted by how much of it is still inside the rolling window, plus the current one), because that
 * estimate assumes the previous window's events were spread evenly: n events at 10:59 weigh only n/6 at
 * 11:50 and let about 5n/6 more through within an hour, and it cannot say truthfully when the next event
 * will be allowed. Buckets know which events leave the window when, so `resetAt` is exact, and on a
 * whole minute, as the Korean messages ("14시 05분 이후에 다시 ...") state it. At most windowMs / 1 minute + 1
 * rows per key (61 for an hour) are summed, through the primary key.
 *
 *   hit(db, key, limit, windowMs)  counts one event atomically and only then decides: a single statement
 *                                  increments the current bucket (INSERT ... ON CONFLICT DO UPDATE, which
 *                                  returns the count after every increment committed before it) and reads the
 *                                  older buckets of the window beside it. Parallel hits each see their own
 *                                  count, so of n + k parallel hits exactly n are allowed (a limit checked
 *                                  first and counted afterwards lets them all through). A refused event takes
 *                                  its own count back, so refused attempts do not extend the wait: the time a
 *                                  refusal names stays true however often the caller retries before it.
 *   release(db, key, counted, n)   takes n events back from those `counted` (a hit's result) saw, newest
 *                                  first (its own event, then older ones), never below zero (e.g. a sign-in
 *                                  that turned out right).
 */
export interface RateResult {
  /** True when this event is within the limit. */
  allowed: boolean;
  /** Events counted in the rolling window: this one included when it was allowed, not when it was refused. */
  count: number;
  remaining: number;
  /**
   * When one more event would be within the limit, if nobody else counts one meanwhile: now while `remaining`
   * is above zero, else the minute enough counted events have left the rolling window.
   */
  resetAt: Date;
  /** The bucket this event was counted in, and the start of the oldest bucket counted with it (for release). */
  bucketStart: Date;
  countedFrom: Date;
}

/** Width of a bucket: limits are stated in minutes, and so are the times the messages name. */
export const RATE_BUCKET_MS = 60_000;

function rangeOf(windowMs: number, now: number) {
  if (windowMs <= 0 || windowMs % RATE_BUCKET_MS !== 0) throw new Error(`rate window must be whole minutes: ${windowMs}`);
  const bucket = Math.floor(now / RATE_BUCKET_MS) * RATE_BUCKET_MS;
  return { bucket, from: bucket - windowMs };
}

const at = (ms: number) => new Date(ms).toISOString();

/**
 * Counts one event of `key` at `now` (injectable for tests) and says whether it is within `limit` events per
 * rolling `windowMs`.
 */
export async function hit(db: DbOrTx, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateResult> {
  const { bucket, from } = rangeOf(windowMs, now);
  // One statement: the upsert's RETURNING gives the current bucket's count after this event; the older
  // buckets are read beside it (hits only ever increment the current bucket, so nothing a parallel hit does
  // is missed by reading them from the statement's snapshot).
  const result = await db.execute<{ bucket_ms: number | string; count: number | string }>(sql`
    with bumped as (
      insert into rate_limit_counters as c (key, window_start, count)
      values (${key}, ${at(bucket)}::timestamptz, 1)
      on conflict (key, window_start) do update set count = c.count + 1
      returning c.window_start, c.count
    )
    select (extract(epoch from window_start) * 1000)::float8 as bucket_ms, count from bumped
    union all
    select (extract(epoch from window_start) * 1000)::float8 as bucket_ms, count from rate_limit_counters
    where key = ${key} and window_start >= ${at(from)}::timestamptz and window_start < ${at(bucket)}::timestamptz
      and count > 0`);
  const buckets = result.rows.map((r) => ({ start: Number(r.bucket_ms), count: Number(r.count) }));
  let count = buckets.reduce((sum, b) => sum + b.count, 0);
  const allowed = count <= limit;
  if (!allowed) {
    await db
      .update(rateLimitCounters)
      .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
      .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, new Date(bucket))));
    // What stays counted in this minute: never this event, nor the other refused ones a parallel burst may
    // still hold in the count before they take theirs back; an event was allowed here only while the whole
    // window held at most `limit`, so at most `limit - older` of this minute's events stay.
    const own = buckets.find((b) => b.start === bucket)!;
    const older = count - own.count;
    own.count = Math.min(own.count - 1, Math.max(0, limit - older));
    count = older + own.count;
  }
  return {
    allowed,
    count,
    remaining: Math.max(0, limit - count),
    resetAt: new Date(nextAllowedAt(buckets, count, limit, windowMs, now)),
    bucketStart: new Date(bucket),
    countedFrom: new Date(from),
  };
}

/** The first moment one more event fits: a bucket leaves the rolling window one window after it ends. */
function nextAllowedAt(buckets: Array<{ start: number; count: number }>, total: number, limit: number, windowMs: number, now: number) {
  let left = total;
  if (left < limit) return now;
  for (const b of [...buckets].sort((x, y) => x.start - y.start)) {
    left -= b.count;
    if (left < limit) return Math.max(now, b.start + RATE_BUCKET_MS + windowMs);
  }
  return now;
}

/**
 * Takes `n` events back from those `counted` saw (never below zero): from the bucket it was counted in, then
 * older ones. One statement; events counted since in later buckets stay counted.
 */
export async function release(db: DbOrTx, key: string, counted: RateResult, n: number): Promise<void> {
  if (n <= 0) return;
  await db.execute(sql`
    with seen as (
      select window_start, count, sum(count) over (order by window_start desc) - count as newer
      from rate_limit_counters
      where key = ${key} and window_start >= ${counted.countedFrom.toISOString()}::timestamptz
        and window_start <= ${counted.bucketStart.toISOString()}::timestamptz and count > 0
    )
    update rate_limit_counters c
    set count = greatest(c.count - least(s.count, ${n}::int - s.newer), 0)
    from seen s
    where c.key = ${key} and c.window_start = s.window_start and s.newer < ${n}::int`);
}

/** Deletes buckets that left every window more than a day ago; run by the maintenance job. */
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
