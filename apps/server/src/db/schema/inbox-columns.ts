import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every notification inbox has (resident_pushes, partner_pushes): what the list shows, where a tap
 * opens, and when the entry was read and tapped. One definition, so the two inboxes and the one query module
 * over them (lib/notifications/inbox-queries.ts) cannot drift apart. A function, since a Drizzle column builder
 * belongs to the one table it is used in.
 */
export function inboxEntryColumns() {
  return {
    pushIdx: integer('push_idx').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where the app or console opens when the entry is tapped: an app path (/my-page/orders/42) or the site's own URL. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  };
}
