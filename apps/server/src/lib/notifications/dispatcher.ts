import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { deviceTokens, notificationQueue, RESIDENT_NOTICE_KINDS, residentPushes, type ResidentNoticeKind } from '../../db/schema';
import type { MessageSender } from '../messaging/types';
import { advertisingText, decideNotice, loadPreferences, type ResidentPreferences, unsubscribePagePath, unsubscribeToken } from './resident-preferences';

const BATCH = 50;
const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 300;

type QueuedNotice = typeof notificationQueue.$inferSelect;

export interface DispatcherOptions {
  /** The site's own address, for the 수신거부 link of advertising messages. */
  siteUrl: string;
  /** Signs the 수신거부 links (config.sessionSecret). */
  secret: string;
  /** The clock (tests pin it to check the night rule). */
  now?: () => Date;
  /**
   * Only these recipients' notices. Without it the dispatcher sends every pending notice, as the app's job
   * does. A test's dispatcher (its own sender, clock or failures) names its recipients: test files share one
   * database, and it must not send, hold or fail another file's notices.
   */
  only?: { residentIdxs?: number[]; partnerIdxs?: number[] };
}

const kindOf = (payload: Record<string, unknown> | undefined): ResidentNoticeKind =>
  (RESIDENT_NOTICE_KINDS as readonly unknown[]).includes(payload?.kind) ? (payload!.kind as ResidentNoticeKind) : 'service';

/**
 * Sends what notification_queue holds. A batch is claimed in a short transaction (FOR UPDATE SKIP LOCKED,
 * then a lease), sent outside any transaction (the outbox sender writes to the same database, and PGlite
 * has one connection), then marked sent or left for a retry, up to MAX_ATTEMPTS. Push notices go to every
 * device token the resident registered (none registered: nothing to send).
 *
 * A resident's notice (a row with residentIdx) also becomes an entry of their 알림 inbox here, once per notice
 * (its payload's noticeKey, unique; a row queued without one is its own notice), so every notice any module
 * queues is in the inbox, and a retried batch never adds it twice. The resident's 알림 설정 are read before each
 * send (decideNotice): a 혜택·이벤트 message without consent is skipped, at night without the night consent it
 * waits until 08:00, and it goes as SMS (not AlimTalk, which carries no advertising) with "(광고)" and a
 * 수신거부 link.
 */
export function createNotificationDispatcher(db: Db, messages: MessageSender, options: DispatcherOptions) {
  const now = options.now ?? (() => new Date());
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

  const recipients = options.only
    ? or(
        inArray(notificationQueue.residentIdx, options.only.residentIdxs?.length ? options.only.residentIdxs : [-1]),
        inArray(notificationQueue.partnerIdx, options.only.partnerIdxs?.length ? options.only.partnerIdxs : [-1]),
      )
    : undefined;

  async function claim(): Promise<QueuedNotice[]> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notificationQueue)
        .where(
          and(
            eq(notificationQueue.status, 'pending'),
            or(isNull(notificationQueue.leaseUntil), lt(notificationQueue.leaseUntil, sql`now()`)),
            recipients,
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

  /** The inbox entry of a resident's notice; a second message of the notice (or a retry) finds it there. */
  async function addToInbox(row: QueuedNotice & { residentIdx: number }, kind: ResidentNoticeKind, payload: Record<string, unknown> | undefined) {
    const link = typeof payload?.link === 'string' ? payload.link : null;
    const noticeKey = typeof payload?.noticeKey === 'string' ? payload.noticeKey : `queue:${row.notificationIdx}`;
    // The AlimTalk text starts with the '[입주] title' heading; the inbox shows the title apart.
    const heading = `[입주] ${row.subject ?? ''}\n`;
    const body = row.subject && row.body.startsWith(heading) ? row.body.slice(heading.length) : row.body;
    await db
      .insert(residentPushes)
      .values({ residentIdx: row.residentIdx, kind, noticeKey, title: row.subject ?? body.split('\n')[0]!.slice(0, 80), body, link })
      .onConflictDoNothing({ target: residentPushes.noticeKey });
  }

  /**
   * Applies the resident's 알림 설정 to one message: 'sent' (or sent nothing for a channel turned off: 'skipped'),
   * or 'deferred' for an advertising message held over the night. Rows that are not a resident's go as queued.
   */
  async function handle(row: QueuedNotice, prefsCache: Map<number, ResidentPreferences | null>): Promise<'sent' | 'deferred' | { skipped: string }> {
    const payload = (row.payload as Record<string, unknown> | null) ?? undefined;
    if (row.residentIdx === null || row.partnerIdx !== null) {
      await send(row, payload);
      return 'sent';
    }
    const resident = row as QueuedNotice & { residentIdx: number };
    const kind = kindOf(payload);
    let prefs: ResidentPreferences | null = null;
    if (kind !== 'service') {
      if (!prefsCache.has(resident.residentIdx)) prefsCache.set(resident.residentIdx, await loadPreferences(db, resident.residentIdx));
      prefs = prefsCache.get(resident.residentIdx) ?? null;
    }
    const decision = decideNotice(kind, row.channel, prefs, now());
    if (decision.action === 'defer') {
      await db
        .update(notificationQueue)
        .set({ leaseUntil: decision.until, attempts: row.attempts })
        .where(eq(notificationQueue.notificationIdx, row.notificationIdx));
      return 'deferred';
    }
    if (decision.inbox) await addToInbox(resident, kind, payload);
    if (decision.action === 'skip') return { skipped: decision.reason };
    if (kind === 'marketing') {
      const url = `${options.siteUrl}${unsubscribePagePath(unsubscribeToken(resident.residentIdx, options.secret))}`;
      const text = advertisingText(row.subject ?? '', row.body, url);
      const { templateId: _template, ...rest } = payload ?? {};
      await send({ ...row, channel: row.channel === 'alimtalk' ? 'sms' : row.channel, subject: text.subject, body: text.body }, { ...rest, unsubscribeUrl: url });
      return 'sent';
    }
    await send(row, payload);
    return 'sent';
  }

  async function send(row: QueuedNotice, payload: Record<string, unknown> | undefined) {
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
      const prefsCache = new Map<number, ResidentPreferences | null>();
      for (const row of rows) {
        try {
          const outcome = await handle(row, prefsCache);
          if (outcome === 'sent') await markSent(db).execute({ sentAt: new Date().toISOString(), notificationIdx: row.notificationIdx });
          else if (outcome !== 'deferred') {
            await db
              .update(notificationQueue)
              .set({ status: 'skipped', leaseUntil: null, lastError: outcome.skipped })
              .where(eq(notificationQueue.notificationIdx, row.notificationIdx));
          }
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
