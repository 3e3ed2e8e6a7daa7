import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { partners } from './partners';
import { apartments } from './places';
import { residents } from './residents';

/** The states of a 방문 견적 (docs/RESIDENT-SERVICES.md, "방문 견적"). */
export const QUOTE_VISIT_STATUSES = ['booked', 'cancelled', 'proposed', 'accepted'] as const;

/**
 * 방문 견적: a free on-site visit for a service priced only after the company has seen the home
 * (items.quote_on_visit). Booked by the resident into a slot of the company's calendar (slot_usage, held
 * like an order line's visit while `slot_held`), the home (complex, 동·호, 평형) and contact copied from the
 * resident's home at booking. After the visit the company proposes a price (`quote_*`), valid until a date;
 * the resident puts it in the cart once (`accepted`: one cart line names it, cart_lines.quote_visit_idx).
 */
export const quoteVisits = pgTable(
  'quote_visits',
  {
    quoteVisitIdx: integer('quote_visit_idx').primaryKey().generatedAlwaysAsIdentity(),
    /** The number in paths (SPEC's reservationUid): qv_ and 16 hex digits. */
    reservationUid: text('reservation_uid').notNull(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    /** The resident's home it was booked for (no foreign key: the home may be deleted later; the copy stays). */
    homeIdx: integer('home_idx').notNull(),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx),
    pyeong: integer('pyeong'),
    dong: text('dong').notNull(),
    ho: text('ho').notNull(),
    contactName: text('contact_name').notNull(),
    /** Digits only. */
    contactPhone: text('contact_phone').notNull(),
    request: text('request'),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** One of the item's visit hours; null for a happy-call item (the whole-day slot). */
    visitHour: smallint('visit_hour'),
    /** Whether the visit holds its slot in slot_usage (false only for a demo visit brought to a full today). */
    slotHeld: boolean('slot_held').notNull().default(true),
    status: text('status', { enum: QUOTE_VISIT_STATUSES }).notNull().default('booked'),
    quoteAmount: integer('quote_amount'),
    quoteCovers: text('quote_covers'),
    quoteValidUntil: date('quote_valid_until', { mode: 'string' }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_visits_uid_uq').on(t.reservationUid),
    index('quote_visits_resident_idx').on(t.residentIdx, t.quoteVisitIdx),
    index('quote_visits_partner_idx').on(t.partnerIdx, t.visitDate),
    check('quote_visits_status_ck', sql`${t.status} in ('booked', 'cancelled', 'proposed', 'accepted')`),
    check('quote_visits_hour_ck', sql`${t.visitHour} is null or ${t.visitHour} between 0 and 23`),
    check('quote_visits_amount_ck', sql`${t.quoteAmount} is null or ${t.quoteAmount} between 1000 and 100000000`),
    check(
      'quote_visits_proposal_ck',
      sql`${t.status} not in ('proposed', 'accepted') or (${t.quoteAmount} is not null and ${t.quoteCovers} is not null and ${t.quoteValidUntil} is not null)`,
    ),
  ],
);
