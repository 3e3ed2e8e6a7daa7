import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './commerce';
import { partners } from './partners';
import { apartmentAreas, apartments } from './places';
import { residents } from './residents';

/**
 * A resident's homes (우리 집): a complex and 평형, with 동·호 and the move-in date once known. At most one is
 * current (a partial unique index); the service keeps exactly one current while any exist and mirrors the
 * current one onto the resident's row (apartment_idx, area_idx, dong, ho, move_in_date) in the same
 * transaction, where prices and the profile read it.
 */
export const residentHomes = pgTable(
  'resident_homes',
  {
    homeIdx: integer('home_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx),
    areaIdx: integer('area_idx').references(() => apartmentAreas.areaIdx),
    dong: text('dong'),
    ho: text('ho'),
    moveInDate: date('move_in_date', { mode: 'string' }),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resident_homes_resident_idx').on(t.residentIdx, t.homeIdx),
    uniqueIndex('resident_homes_one_current_uq').on(t.residentIdx).where(sql`${t.isCurrent}`),
  ],
);

/**
 * What the visit of an order needs (one row per order, written with the order): who to call, how to get in,
 * where to park, a request to the company, and the 개인정보 제3자 제공 consent given before paying. The
 * address is the order's complex (its lines) with orders.dong / orders.ho. The 공동현관 비밀번호 is kept
 * only as AES-256-GCM ciphertext (lib/secret-box.ts) and nulled when the order ends.
 */
export const orderVisits = pgTable(
  'order_visits',
  {
    orderIdx: integer('order_idx')
      .primaryKey()
      .references(() => orders.orderIdx),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    entryMethod: text('entry_method').notNull(),
    /** iv.tag.ciphertext (base64url); null when not needed or erased. */
    entryCodeCipher: text('entry_code_cipher'),
    /** How many characters the code had (for the masked display); kept after erasure. */
    entryCodeLength: integer('entry_code_length'),
    entryCodeErasedAt: timestamp('entry_code_erased_at', { withTimezone: true }),
    parking: text('parking').notNull(),
    request: text('request'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    consentCompanies: jsonb('consent_companies').$type<string[]>().notNull(),
    consentText: text('consent_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_visits_code_ck', sql`${t.entryCodeCipher} is null or ${t.entryCodeErasedAt} is null`),
    index('order_visits_code_left_idx').on(t.orderIdx).where(sql`${t.entryCodeCipher} is not null`),
  ],
);

/** Every read of a 공동현관 비밀번호 by a company (who, which line, when); the resident sees them. */
export const entryCodeReads = pgTable(
  'entry_code_reads',
  {
    readIdx: integer('read_idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.orderIdx),
    lineIdx: integer('line_idx')
      .notNull()
      .references(() => orderLines.lineIdx),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    /** The company's account that read it (partner_accounts.account_idx). */
    accountIdx: integer('account_idx'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entry_code_reads_order_idx').on(t.orderIdx, t.readIdx)],
);
