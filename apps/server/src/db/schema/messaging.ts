import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every outgoing message (SMS, AlimTalk, push, e-mail). In demo mode the outbox provider only records
 * here; with a real provider the row records what was sent and the provider's answer.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    messageIdx: integer('message_idx').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['sms', 'alimtalk', 'push', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    payload: jsonb('payload'),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
