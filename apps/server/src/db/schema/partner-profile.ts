import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { partners } from './partners';
import { staffAccounts } from './staff';

const CERTIFICATE_KIND_SQL = sql.raw("('business', 'license', 'insurance')");
const CERTIFICATE_STATUS_SQL = sql.raw("('pending', 'approved', 'rejected')");

/**
 * A document a company uploads to be verified (PATCH /partner/certificate): its business registration
 * (사업자등록증), a licence (자격증·면허) or liability insurance. Staff approve or reject it; an approved
 * document of a kind is a verified badge on the company's public view.
 */
export const partnerCertificates = pgTable(
  'partner_certificates',
  {
    certificateIdx: integer('certificate_idx').primaryKey().generatedAlwaysAsIdentity(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    kind: text('kind', { enum: ['business', 'license', 'insurance'] }).notNull(),
    /** What the document is, e.g. '사업자등록증', '실내건축공사업 면허'. */
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    fileUrl: text('file_url').notNull(),
    mimeType: text('mime_type').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedByStaffIdx: integer('reviewed_by_staff_idx').references(() => staffAccounts.staffIdx),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_certificates_partner_idx').on(t.partnerIdx, t.status),
    index('partner_certificates_pending_idx').on(t.status, t.createdAt),
    check('partner_certificates_kind_ck', sql`${t.kind} in ${CERTIFICATE_KIND_SQL}`),
    check('partner_certificates_status_ck', sql`${t.status} in ${CERTIFICATE_STATUS_SQL}`),
    check(
      'partner_certificates_review_ck',
      sql`(${t.status} = 'pending') = (${t.reviewedAt} is null) and (${t.status} = 'rejected') = (${t.rejectReason} is not null)`,
    ),
  ],
);

/** A photo of a real job the company did with an item (시공 사례), shown on the resident's service page. */
export const itemPortfolioPhotos = pgTable(
  'item_portfolio_photos',
  {
    photoIdx: integer('photo_idx').primaryKey().generatedAlwaysAsIdentity(),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A short description, e.g. '34평 입주청소 (송파 헬리오시티)'. */
    caption: text('caption').notNull(),
    workedOn: date('worked_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_portfolio_photos_item_idx').on(t.itemIdx, t.photoIdx)],
);
