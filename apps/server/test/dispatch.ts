import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { notificationQueue } from '../src/db/schema';
import type { MessageSender } from '../src/lib/messaging/types';
import { createNotificationDispatcher, isMarketingNight } from '../src/lib/notifications';
import { nightEndsAt } from '../src/lib/notifications/resident-preferences';
import { outboxFor, type TestContext } from './helpers';

/**
 * A dispatcher like the app's (same site and secret) that sends only these recipients' notices: a test's own
 * sender (a fake FCM, one that fails), or its clock, must not send, hold or fail the notices other tests of
 * its file left in the queue (each file has its own database, test/file-database.ts, but its tests share it).
 * `null`: every notice, exactly as the app's own job sends them.
 */
export function dispatcherFor(
  t: TestContext,
  only: { residentIdxs?: number[]; partnerIdxs?: number[] } | null,
  with_: { messages?: MessageSender; now?: () => Date } = {},
) {
  return createNotificationDispatcher(t.db, with_.messages ?? t.deps.messages, {
    siteUrl: t.deps.config.siteUrl,
    secret: t.deps.config.sessionSecret,
    ...(only ? { only } : {}),
    ...(with_.now ? { now: with_.now } : {}),
  });
}

/**
 * Sends what is queued for these residents as the app's dispatcher would (same site and secret), on the given
 * clock, and waits for messages another dispatcher of the file (the app's own job) is sending right now.
 * Messages held for the night (a lease hours away) stay held.
 *
 * The app's own dispatch job runs on the real clock: between
 * 21:00 and 08:00 in Seoul it holds an advertising message of these residents until the next real 08:00,
 * whatever clock this test chose. Such a hold is not this clock's decision: it is let go and the message
 * decided again here. The app's jobs are drained first, so none of them runs in between.
 */
export async function dispatchFor(t: TestContext, residentIdxs: number[], now: Date): Promise<void> {
  const dispatcher = dispatcherFor(t, { residentIdxs }, { now: () => now });
  const ours = isMarketingNight(now) ? nightEndsAt(now).getTime() : null;
  const mine = and(inArray(notificationQueue.residentIdx, residentIdxs), eq(notificationQueue.status, 'pending'));
  await t.jobs.drain();
  for (let i = 0; i < 100; i++) {
    const realMorning = nightEndsAt(new Date());
    const heldByRealClock = realMorning.getTime() === ours ? undefined : eq(notificationQueue.leaseUntil, realMorning);
    if (heldByRealClock) await t.db.update(notificationQueue).set({ leaseUntil: null }).where(and(mine, heldByRealClock));
    await dispatcher.dispatchAll();
    const [open] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationQueue)
      .where(
        and(
          mine,
          // Claimable now, or leased by a dispatcher at work (a 5-minute lease), or held by another clock; not
          // held for the night by this one.
          or(isNull(notificationQueue.leaseUntil), lt(notificationQueue.leaseUntil, sql`now() + interval '6 minutes'`), heldByRealClock),
        ),
      );
    if (!open || open.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('notices still pending after 5 seconds');
}

/**
 * The first message (newest first) sent to `to` that `about` accepts, once the app's jobs have run. The app's
 * dispatcher skips a notice another test file's dispatcher has claimed (test files share one PostgreSQL
 * database and claim each other's rows), so right after `t.jobs.drain()` it may still be on its way: wait for
 * it (bounded). Undefined if it never came.
 */
export async function messageTo(t: TestContext, to: string, about: (message: { subject: string | null; body: string }) => boolean = () => true) {
  await t.jobs.drain();
  for (let i = 0; i < 100; i++) {
    const found = (await outboxFor(t.db, to)).find(about);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}
