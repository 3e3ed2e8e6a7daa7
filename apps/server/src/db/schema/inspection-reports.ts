import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InspectionReportDocument } from '@ipju/contract';
import { inspections } from './inspections';
import { partners } from './partners';
import { residents } from './residents';

/**
 * A frozen 사전점검 report (docs/INSPECTION.md "Reports"): version n of an inspection's report, as its document
 * (what every rendering prints) and the stored file of each photo it shows. Owners are copied from the inspection
 * when it is frozen (the resident it is for, the inspection company).
 */
export const inspectionReports = pgTable(
  'inspection_reports',
  {
    reportIdx: integer('report_idx').primaryKey().generatedAlwaysAsIdentity(),
    inspectionIdx: integer('inspection_idx')
      .notNull()
      .references(() => inspections.inspectionIdx),
    version: integer('version').notNull(),
    residentIdx: integer('resident_idx').references(() => residents.residentIdx),
    partnerIdx: integer('partner_idx').references(() => partners.partnerIdx),
    isSample: boolean('is_sample').notNull().default(false),
    document: jsonb('document').$type<InspectionReportDocument>().notNull(),
    /** photoIdx -> storage key, so a report still renders its photos after the inspection's photo row changes. */
    photoKeys: jsonb('photo_keys').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_reports_version_uq').on(t.inspectionIdx, t.version),
    index('inspection_reports_resident_idx').on(t.residentIdx),
    check('inspection_reports_version_ck', sql`${t.version} >= 1`),
  ],
);

/**
 * A link to an inspection's report sent to someone: the token (256 bits) is stored only as its SHA-256, and opens
 * that inspection's reports. `resident` links (sent to the resident) may tick the repair checklist; `viewer`
 * links (family, the builder's AS office) only read.
 */
export const inspectionReportLinks = pgTable(
  'inspection_report_links',
  {
    linkIdx: integer('link_idx').primaryKey().generatedAlwaysAsIdentity(),
    inspectionIdx: integer('inspection_idx')
      .notNull()
      .references(() => inspections.inspectionIdx),
    reportIdx: integer('report_idx')
      .notNull()
      .references(() => inspectionReports.reportIdx),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope', { enum: ['resident', 'viewer'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'alimtalk', 'email'] }).notNull(),
    recipientName: text('recipient_name').notNull(),
    /** Phone digits or e-mail address the link went to. */
    recipient: text('recipient').notNull(),
    sentByPartnerIdx: integer('sent_by_partner_idx').references(() => partners.partnerIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_report_links_token_uq').on(t.tokenHash),
    index('inspection_report_links_recent_idx').on(t.reportIdx, t.channel, t.recipient, t.createdAt),
    // The inspection's send history (GET /inspection/{id}/report/sends), newest first.
    index('inspection_report_links_inspection_idx').on(t.inspectionIdx, t.createdAt),
  ],
);

/** The resident's repair checklist: per finding (task) of an inspection, whatever report version shows it. */
export const inspectionRepairs = pgTable(
  'inspection_repairs',
  {
    inspectionIdx: integer('inspection_idx')
      .notNull()
      .references(() => inspections.inspectionIdx),
    taskIdx: integer('task_idx').notNull(),
    status: text('status', { enum: ['open', 'requested', 'fixed'] }).notNull(),
    requestedAt: date('requested_at'),
    fixedAt: date('fixed_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inspectionIdx, t.taskIdx] })],
);
