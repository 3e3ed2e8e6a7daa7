import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apartments } from './places';
import { residents } from './residents';
import { staffAccounts } from './staff';
import { residentHomes } from './visits';

/**
 * A resident's request for 화재보험 quotes for one home (POST /residents/fire_insurance_request). The home's
 * facts are copied in (a home may be changed or deleted later). received (접수) -> quoted (견적 도착) ->
 * completed (완료) or cancelled (취소). A double tap is one request: the request key is unique per
 * resident, and a home has at most one open (received or quoted) request.
 */
export const fireInsuranceRequests = pgTable(
  'fire_insurance_requests',
  {
    requestIdx: integer('request_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    homeIdx: integer('home_idx').references(() => residentHomes.homeIdx, { onDelete: 'set null' }),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx),
    complexName: text('complex_name').notNull(),
    dong: text('dong').notNull(),
    ho: text('ho').notNull(),
    pyeong: integer('pyeong').notNull(),
    exclusiveArea: numeric('exclusive_area', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** The year the complex was completed (its move-in year); null when the complex does not say. */
    completionYear: integer('completion_year'),
    coverages: jsonb('coverages').$type<string[]>().notNull(),
    contactName: text('contact_name').notNull(),
    /** Digits only. */
    contactPhone: text('contact_phone').notNull(),
    /** The consent text the resident agreed to, as shown, and when. */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    requestKey: text('request_key').notNull(),
    status: text('status', { enum: ['received', 'quoted', 'completed', 'cancelled'] }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fire_insurance_requests_key_uq').on(t.residentIdx, t.requestKey),
    uniqueIndex('fire_insurance_requests_open_home_uq')
      .on(t.homeIdx)
      .where(sql`${t.status} in ('received', 'quoted')`),
    index('fire_insurance_requests_resident_idx').on(t.residentIdx, t.requestIdx),
    index('fire_insurance_requests_status_idx').on(t.status, t.requestIdx),
    check('fire_insurance_requests_status_ck', sql`${t.status} in ('received', 'quoted', 'completed', 'cancelled')`),
  ],
);

/** A quote staff (or a partner insurer through staff) answered a request with: yearly premium in won. */
export const fireInsuranceQuotes = pgTable(
  'fire_insurance_quotes',
  {
    quoteIdx: integer('quote_idx').primaryKey().generatedAlwaysAsIdentity(),
    requestIdx: integer('request_idx')
      .notNull()
      .references(() => fireInsuranceRequests.requestIdx, { onDelete: 'cascade' }),
    insurer: text('insurer').notNull(),
    yearlyPremium: integer('yearly_premium').notNull(),
    coverageSummary: text('coverage_summary').notNull(),
    staffIdx: integer('staff_idx').references(() => staffAccounts.staffIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fire_insurance_quotes_request_idx').on(t.requestIdx, t.quoteIdx),
    check('fire_insurance_quotes_premium_ck', sql`${t.yearlyPremium} > 0`),
  ],
);
