import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apartmentAreas } from './places';
import { residents } from './residents';

/**
 * A saved move-in cost calculation (/move-in-calculator): the inputs and the result as computed when it was
 * saved, opened by its share token. A resident's own (resident_idx set) may be private; one saved signed out
 * is always a link. Results are kept as computed, so a shared link shows what its author saw.
 */
export const moveInCalculations = pgTable(
  'move_in_calculations',
  {
    calculationIdx: integer('calculation_idx').primaryKey().generatedAlwaysAsIdentity(),
    shareToken: text('share_token').notNull(),
    residentIdx: integer('resident_idx').references(() => residents.residentIdx, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull().default('link'),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('move_in_calculations_token_uq').on(t.shareToken),
    index('move_in_calculations_resident_idx').on(t.residentIdx, t.calculationIdx),
    check('move_in_calculations_visibility_ck', sql`${t.visibility} in ('link', 'private')`),
    check('move_in_calculations_private_owner_ck', sql`${t.visibility} = 'link' or ${t.residentIdx} is not null`),
  ],
);

/** The complex's own 관리비 예치금 for a unit size (the management office's figure), when known. */
export const areaManagementDeposits = pgTable(
  'area_management_deposits',
  {
    areaIdx: integer('area_idx')
      .primaryKey()
      .references(() => apartmentAreas.areaIdx, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('area_management_deposits_amount_ck', sql`${t.amount} >= 0`)],
);
