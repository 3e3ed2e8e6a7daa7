import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines } from './commerce';
import { partners } from './partners';

/**
 * The company's steps of a job inside 시공대기 (docs/PARTNER.md): 확정 (the booked date accepted), a proposal of
 * another date that the resident accepts or refuses, and 출발 (on the way). The order line's status stays the
 * contract's (awaiting_work, in_progress, completed); these are steps the company and the resident both see.
 * One row per order line, created by the first step.
 */
export const orderLineJobs = pgTable(
  'order_line_jobs',
  {
    lineIdx: integer('line_idx')
      .primaryKey()
      .references(() => orderLines.lineIdx),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The last 출발 that sent the resident a notice; a tap within 5 minutes of it sends nothing. */
    departedAt: timestamp('departed_at', { withTimezone: true }),
    /** An open proposal of another visit date (and hour) waiting for the resident's answer. */
    proposedDate: date('proposed_date', { mode: 'string' }),
    proposedHour: smallint('proposed_hour'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    /** The answer to the last proposal, and when. */
    proposalAnswer: text('proposal_answer', { enum: ['accepted', 'refused'] }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_line_jobs_partner_idx').on(t.partnerIdx),
    check('order_line_jobs_proposal_ck', sql`(${t.proposedDate} is null) = (${t.proposedAt} is null)`),
  ],
);

export const JOB_PHOTO_KINDS = ['before', 'after'] as const;

/** Before and after photos of a finished job, uploaded by the company (files module, type 'job'). */
export const orderLinePhotos = pgTable(
  'order_line_photos',
  {
    photoIdx: integer('photo_idx').primaryKey().generatedAlwaysAsIdentity(),
    lineIdx: integer('line_idx')
      .notNull()
      .references(() => orderLines.lineIdx),
    kind: text('kind', { enum: JOB_PHOTO_KINDS }).notNull(),
    fileKey: text('file_key').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_line_photos_line_idx').on(t.lineIdx, t.photoIdx), uniqueIndex('order_line_photos_key_uq').on(t.fileKey)],
);
