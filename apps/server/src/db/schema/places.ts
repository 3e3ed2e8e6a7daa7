import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * The address part of the complex's own page (/complexes/{slug}; three have the fixed paths of SPEC,
     * contract COMPLEX_PAGE_PATHS). Lower-case letters, digits and hyphens; null: no page.
     */
    slug: text('slug'),
    /** The move-in period (입주 지정기간) the builder announced, Seoul calendar days; null until announced. */
    moveInStart: date('move_in_start', { mode: 'string' }),
    moveInEnd: date('move_in_end', { mode: 'string' }),
    /**
     * The residents' pre-visit days (입주자 사전방문, when 사전점검 happens), Seoul calendar days; null until
     * the builder announces them. The move-in assistant puts 사전점검 on these days (docs/MOVE-IN-PLAN.md).
     */
    preVisitStart: date('pre_visit_start', { mode: 'string' }),
    preVisitEnd: date('pre_visit_end', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('apartments_name_district_uq').on(t.name, t.district1, t.district2),
    index('apartments_district_idx').on(t.district1, t.district2),
    uniqueIndex('apartments_slug_uq').on(t.slug).where(sql`${t.slug} is not null`),
    check('apartments_slug_ck', sql`${t.slug} is null or ${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('apartments_move_in_ck', sql`${t.moveInEnd} is null or ${t.moveInStart} is not null and ${t.moveInEnd} >= ${t.moveInStart}`),
    check(
      'apartments_pre_visit_ck',
      sql`(${t.preVisitStart} is null) = (${t.preVisitEnd} is null) and (${t.preVisitEnd} is null or ${t.preVisitEnd} >= ${t.preVisitStart})`,
    ),
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
    /** The floor plan (평면도) picture of this type: an app path (/files/...) and its pixel size; null: none yet. */
    floorPlanUrl: text('floor_plan_url'),
    floorPlanWidth: integer('floor_plan_width'),
    floorPlanHeight: integer('floor_plan_height'),
  },
  (t) => [
    uniqueIndex('apartment_areas_type_uq').on(t.apartmentIdx, t.typeName),
    check(
      'apartment_areas_floor_plan_ck',
      sql`(${t.floorPlanUrl} is null) = (${t.floorPlanWidth} is null) and (${t.floorPlanUrl} is null) = (${t.floorPlanHeight} is null)`,
    ),
  ],
);
