import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners';

/** What a partner notice is about; the console's 알림 list groups and words them by it. */
export const PARTNER_PUSH_KINDS = ['new_order', 'date_change', 'cancelled', 'review', 'link_paid', 'daily_summary', 'job', 'chat'] as const;

/**
 * A company's notification inbox (GET /partner/pushs): one row per notice, written in the transaction
 * of the change it announces (lib/notifications/partner-notice.ts), with when it was read and tapped.
 */
export const partnerPushes = pgTable(
  'partner_pushes',
  {
    pushIdx: integer('push_idx').primaryKey().generatedAlwaysAsIdentity(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    kind: text('kind', { enum: PARTNER_PUSH_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the console opens when the notice is tapped, e.g. /partner/orders/42. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [index('partner_pushes_partner_idx').on(t.partnerIdx, t.pushIdx)],
);
