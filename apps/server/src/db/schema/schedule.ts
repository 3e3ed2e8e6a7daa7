import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * The slot of items whose time is agreed at the happy call (visit hour null): one capacity for the
 * whole day. Stored as -1 so (partner, date, hour) can be a primary key.
 */
export const SLOT_WHOLE_DAY = -1;

/** Days a partner does not work (holidays, closures), edited in the partner console. */
export const partnerClosedDates = pgTable(
  'partner_closed_dates',
  {
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    closedDate: date('closed_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default('휴무'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerIdx, t.closedDate] })],
);

/**
 * How many visits a partner takes in one slot (date and hour) and how many are held by orders. A row is
 * created with the partner's default capacity (partners.slot_capacity) when the slot is first held, or
 * by the partner console to change one slot's capacity. Holding is `held = held + 1 where held < capacity`,
 * and the check keeps held within capacity, so a slot is never sold beyond it.
 */
export const slotUsage = pgTable(
  'slot_usage',
  {
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** Hour 0-23, or SLOT_WHOLE_DAY. */
    slotHour: smallint('slot_hour').notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    /** The company set this date's capacity itself; a change of the weekly template leaves it alone. */
    capacityOverride: boolean('capacity_override').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerIdx, t.visitDate, t.slotHour] }),
    check('slot_usage_hour_ck', sql`${t.slotHour} between -1 and 23`),
    check('slot_usage_held_ck', sql`${t.capacity} >= 0 and ${t.held} between 0 and ${t.capacity}`),
  ],
);
