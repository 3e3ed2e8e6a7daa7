import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inboxEntryColumns } from './inbox-columns';
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
    ...inboxEntryColumns(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    kind: text('kind', { enum: PARTNER_PUSH_KINDS }).notNull(),
  },
  (t) => [index('partner_pushes_partner_idx').on(t.partnerIdx, t.pushIdx)],
);
