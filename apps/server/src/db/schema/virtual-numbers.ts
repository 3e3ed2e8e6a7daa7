import { sql } from 'drizzle-orm';
import { index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * What a number is for: an online order line, an offline order, a 방문 견적 visit, or a 사전점검 (the
 * inspection company calling the resident about the visit).
 */
export const VIRTUAL_NUMBER_SUBJECTS = ['order_line', 'offline_order', 'quote_visit', 'inspection'] as const;

/** The local provider's numbers (0507-NNNN-NNNN) come from this sequence. */
export const localVirtualNumberSeq = pgSequence('local_virtual_number_seq', { startWith: 10000001 });

/**
 * 050 안심번호 handed to companies instead of a resident's phone: one number per job (an order line, an
 * offline order, a 방문 견적 visit or an inspection) that connects the company's phone and the resident's until it expires (the day after the
 * visit, or when the job ends). The provider (lib/virtual-numbers) owns the routing; this table remembers
 * what was assigned so a second request returns the same number and the sweep releases expired ones.
 */
export const virtualNumbers = pgTable(
  'virtual_numbers',
  {
    vnIdx: integer('vn_idx').primaryKey().generatedAlwaysAsIdentity(),
    subjectKind: text('subject_kind', { enum: VIRTUAL_NUMBER_SUBJECTS }).notNull(),
    subjectIdx: integer('subject_idx').notNull(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    provider: text('provider').notNull(),
    number: text('number').notNull(),
    partnerPhone: text('partner_phone').notNull(),
    residentPhone: text('resident_phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live number per job, so concurrent requests share it.
    uniqueIndex('virtual_numbers_subject_uq').on(t.subjectKind, t.subjectIdx).where(sql`${t.releasedAt} is null`),
    // A live number routes to one pair only.
    uniqueIndex('virtual_numbers_number_uq').on(t.number).where(sql`${t.releasedAt} is null`),
    index('virtual_numbers_expiry_idx').on(t.expiresAt).where(sql`${t.releasedAt} is null`),
  ],
);
