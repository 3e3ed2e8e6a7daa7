import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * The 6 AM summary of a company's visits, claimed once per company and Seoul day: the job inserts the row
 * and queues the notice in one transaction, so a retried or doubled run finds the day taken and sends nothing.
 */
export const partnerDailySummaries = pgTable(
  'partner_daily_summaries',
  {
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    /** The Seoul date the summary is for. */
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerIdx, t.day] })],
);
