import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners';
import { residents } from './residents';

/**
 * Notifications waiting to be sent (a transactional outbox): written in the same transaction as the
 * change they announce, so none is lost or sent for a change that rolled back, and sent afterwards by
 * the 'notifications.dispatch' job through the message sender (AlimTalk/SMS, push).
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    notificationIdx: integer('notification_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx').references(() => residents.residentIdx),
    /** A push to a company's devices (lib/notifications/partner-notice.ts); residentIdx is null then. */
    partnerIdx: integer('partner_idx').references(() => partners.partnerIdx),
    channel: text('channel', { enum: ['alimtalk', 'sms', 'push', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    payload: jsonb('payload'),
    /** skipped: the resident's 알림 설정 stopped it (lastError says which rule), e.g. 혜택·이벤트 without consent. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A worker sending the row holds it until then (at-least-once delivery if that worker dies). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_queue_status_idx').on(t.status, t.notificationIdx)],
);
