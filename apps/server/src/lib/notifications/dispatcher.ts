import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { deviceTokens, notificationQueue } from '../../db/schema';
import type { MessageSender } from '../messaging/types';

const BATCH = 50;
const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 300;

type QueuedNotice = typeof notificationQueue.$inferSelect;

/**
 * Sends what notification_queue holds. A batch is claimed in a short transaction (FOR UPDATE SKIP LOCKED,
 * then a lease), sent outside any transaction (the outbox sender writes to the same database, and PGlite
 * has one connection), then marked sent or left for a retry, up to MAX_ATTEMPTS. Push notices go to every
 * device token the resident registered (none registered: nothing to send).
 */
export function createNotificationDispatcher(db: Db, messages: MessageSender) {
  // Every notice runs these two (issue 14: a checkout queues three or more); prepared once per dispatcher's
  // database, they are not built again per notice (db/prepared.ts says why). Built on first use: an app built
  // without a database (the OpenAPI document) creates a dispatcher it never runs.
  const tokensOf = preparedQuery(
    (handle, name) =>
      handle
        .select({ fcmToken: deviceTokens.fcmToken })
        .from(deviceTokens)
        .where(and(eq(deviceTokens.ownerRole, sql.placeholder('role')), eq(deviceTokens.ownerIdx, sql.placeholder('idx'))))
        .prepare(name),
    'device_tokens_of_owner',
  );
  const markSent = preparedQuery(
    (handle, name) =>
      handle
        .update(notificationQueue)
        .set({ status: 'sent', sentAt: sql`${sql.placeholder('sentAt')}::timestamptz`, leaseUntil: null })
        .where(eq(notificationQueue.notificationIdx, sql.placeholder('notificationIdx')))
        .prepare(name),
    'notification_mark_sent',
  );

  async function claim(): Promise<QueuedNotice[]> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notificationQueue)
        .where(
          and(
            eq(notificationQueue.status, 'pending'),
            or(isNull(notificationQueue.leaseUntil), lt(notificationQueue.leaseUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(notificationQueue.notificationIdx))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length) {
        await tx
          .update(notificationQueue)
          .set({
            attempts: sql`${notificationQueue.attempts} + 1`,
            leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          })
          .where(inArray(notificationQueue.notificationIdx, rows.map((r) => r.notificationIdx)));
      }
      return rows;
    });
  }

  async function send(row: QueuedNotice) {
    const payload = (row.payload as Record<string, unknown> | null) ?? undefined;
    if (row.channel !== 'push') {
      await messages.send({ channel: row.channel, to: row.recipient, subject: row.subject ?? undefined, body: row.body, payload });
      return;
    }
    // A push goes to every device of its owner: a resident, or a company (partner accounts' devices).
    const owner =
      row.partnerIdx !== null
        ? { role: 'partner' as const, idx: row.partnerIdx }
        : row.residentIdx !== null
          ? { role: 'resident' as const, idx: row.residentIdx }
          : null;
    if (!owner) return;
    const tokens = await tokensOf(db).execute({ role: owner.role, idx: owner.idx });
    for (const { fcmToken } of tokens) {
      await messages.send({ channel: 'push', to: fcmToken, subject: row.subject ?? undefined, body: row.body, payload });
    }
  }

  return {
    /** Sends one batch; returns how many notices it claimed. */
    async dispatchBatch(): Promise<number> {
      const rows = await claim();
      for (const row of rows) {
        try {
          await send(row);
          await markSent(db).execute({ sentAt: new Date().toISOString(), notificationIdx: row.notificationIdx });
        } catch (error) {
          await db
            .update(notificationQueue)
            .set({
              status: row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'pending',
              leaseUntil: null,
              lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
            })
            .where(eq(notificationQueue.notificationIdx, row.notificationIdx));
        }
      }
      return rows.length;
    },

    /** Sends everything pending now (batch after batch). */
    async dispatchAll(): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await this.dispatchBatch();
        total += n;
        if (n < BATCH) return total;
      }
    },
  };
}
export type NotificationDispatcher = ReturnType<typeof createNotificationDispatcher>;
