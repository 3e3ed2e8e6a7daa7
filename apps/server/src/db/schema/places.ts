import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** An apartment complex (단지). `choseong` holds the Korean initials of `name` for "ㅈㅅ" search. */
export const apartments = pgTable(
  'apartments',
  {
    apartmentIdx: integer('apartment_idx').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    choseong: text('choseong').notNull(),
    district1: text('district1').notNull(),
    district2: text('district2').notNull(),
    address: text('address').notNull(),
    households: integer('households').notNull(),
    /** Move-in month as YYYY-MM; new builds are what residents search for most. */
    moveInMonth: text('move_in_month'),
    builder: text('builder'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('apartments_name_district_uq').on(t.name, t.district1, t.district2),
    index('apartments_district_idx').on(t.district1, t.district2),
  ],
);

/** A unit size (평형) of a complex with its exclusive area (전용면적, ㎡). */
export const apartmentAreas = pgTable(
  'apartment_areas',
  {
    areaIdx: serial('area_idx').primaryKey(),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx, { onDelete: 'cascade' }),
    pyeong: integer('pyeong').notNull(),
    exclusiveArea: numeric('exclusive_area', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** Unit type as the builder names it, such as "84A". */
    typeName: text('type_name').notNull(),
  },
  (t) => [uniqueIndex('apartment_areas_type_uq').on(t.apartmentIdx, t.typeName)],
);
