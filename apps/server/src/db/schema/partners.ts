import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Weekly opening hours, e.g. { mon: { open: '09:00', close: '18:00' }, sun: null }. */
export type PartnerHours = Record<string, { open: string; close: string } | null>;

/** 점심시간 of a working day, e.g. { start: '12:00', end: '13:00' }. */
export type PartnerLunchBreak = { start: string; end: string };

/** A partner company (업체) selling services on ipju. */
export const partners = pgTable('partners', {
  partnerIdx: integer('partner_idx').primaryKey().generatedByDefaultAsIdentity(),
  companyName: text('company_name').notNull(),
  ceoName: text('ceo_name').notNull(),
  businessNumber: text('business_number').notNull().unique(),
  businessType: text('business_type').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  intro: text('intro').notNull(),
  description: text('description').notNull(),
  logoUrl: text('logo_url').notNull(),
  serviceAreas: jsonb('service_areas').$type<string[]>().notNull(),
  hours: jsonb('hours').$type<PartnerHours>().notNull(),
  establishedYear: integer('established_year').notNull(),
  employees: integer('employees').notNull(),
  ratingAvg: numeric('rating_avg', { precision: 2, scale: 1, mode: 'number' }).notNull(),
  reviewCount: integer('review_count').notNull(),
  completedCount: integer('completed_count').notNull(),
  /** Inspection companies' staff use the inspector console (GET /partner/is-inspection). */
  isInspection: boolean('is_inspection').notNull().default(false),
  /** Visits the partner takes per time slot per day unless a slot says otherwise (slot_usage). */
  slotCapacity: integer('slot_capacity').notNull().default(3),
  /** 점심시간 (null: none); weekdays without hours in `hours` are 휴무. */
  lunchBreak: jsonb('lunch_break').$type<PartnerLunchBreak | null>(),
  /** 공휴일 휴무. */
  closedOnHolidays: boolean('closed_on_holidays').notNull().default(false),
  /** Service categories the company offers (PATCH /partner/items-information), category codes. */
  categoryCodes: jsonb('category_codes').$type<string[]>().notNull().default([]),
  /** The company's items featured first on its company page (PATCH /partner/main-items-information). */
  mainItemIdxs: jsonb('main_item_idxs').$type<number[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/** A sign-in account of a partner company (e-mail + scrypt password hash). */
export const partnerAccounts = pgTable(
  'partner_accounts',
  {
    accountIdx: integer('account_idx').primaryKey().generatedAlwaysAsIdentity(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /** The account holder's contact number (010-1234-5678), set in PUT /partner/update. */
    phone: text('phone'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('partner_accounts_email_uq').on(t.email)],
);
