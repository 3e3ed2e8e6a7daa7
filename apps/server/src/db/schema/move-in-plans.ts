import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { cartLines } from './commerce';
import { residents } from './residents';
import { apartments } from './places';
import { residentHomes } from './visits';

/** The household as the application states it (contract planHousehold). */
export interface PlanHouseholdJson {
  adults: number;
  children: number;
  pets: number;
  allergies: boolean;
}

/**
 * An application to the move-in assistant (/ai-recommend) with the plan computed for it. The home is kept as it
 * was when applying (complex, 동·호, 평형), so the plan still reads right if the home is edited or removed.
 * One per (resident, request key): a double tap returns the same application.
 */
export const moveInPlanApplications = pgTable(
  'move_in_plan_applications',
  {
    applicationIdx: integer('application_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    homeIdx: integer('home_idx').references(() => residentHomes.homeIdx, { onDelete: 'set null' }),
    apartmentIdx: integer('apartment_idx')
      .notNull()
      .references(() => apartments.apartmentIdx),
    apartmentName: text('apartment_name').notNull(),
    dong: text('dong').notNull(),
    ho: text('ho').notNull(),
    pyeong: integer('pyeong'),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    /** The complex's pre-visit days when the plan was made (the 사전점검 window). */
    preVisitStart: date('pre_visit_start', { mode: 'string' }),
    preVisitEnd: date('pre_visit_end', { mode: 'string' }),
    household: jsonb('household').$type<PlanHouseholdJson>().notNull(),
    budget: integer('budget'),
    priorities: jsonb('priorities').$type<string[]>().notNull(),
    alreadyBooked: jsonb('already_booked').$type<string[]>().notNull(),
    summary: text('summary').notNull(),
    summarySource: text('summary_source').notNull(),
    /**
     * The services the engine could not fit and why (rule code and reason): the summary says so, and is written
     * again from the lines and these when the resident moves or drops a line.
     */
    leftOut: jsonb('left_out').$type<Array<{ rule: string; why: string }>>().notNull().default([]),
    /** The ipju 상담 chat thread the resident opened for this plan (chat module), once asked. */
    consultThreadIdx: integer('consult_thread_idx'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('move_in_plan_applications_request_uq').on(t.residentIdx, t.requestKey),
    index('move_in_plan_applications_resident_idx').on(t.residentIdx, t.applicationIdx),
    check('move_in_plan_applications_source_ck', sql`${t.summarySource} in ('template', 'model')`),
    check('move_in_plan_applications_budget_ck', sql`${t.budget} is null or ${t.budget} > 0`),
  ],
);

/**
 * One service of a plan: the item picked, its price for the home (as the cart prices it), the planned visit,
 * and the reason. `cart_claimed_at` is set atomically before the line is put in the cart (전부 담기), so
 * concurrent taps add it once; `cart_idx` is the cart line it became (null again when that cart line is
 * removed or paid: the foreign key sets it null).
 */
export const moveInPlanLines = pgTable(
  'move_in_plan_lines',
  {
    lineIdx: integer('line_idx').primaryKey().generatedAlwaysAsIdentity(),
    applicationIdx: integer('application_idx')
      .notNull()
      .references(() => moveInPlanApplications.applicationIdx, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    ruleCode: text('rule_code').notNull(),
    categoryCode: text('category_code').notNull(),
    categoryName: text('category_name').notNull(),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    itemName: text('item_name').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    partnerIdx: integer('partner_idx').notNull(),
    companyName: text('company_name').notNull(),
    price: integer('price').notNull(),
    regularPrice: integer('regular_price').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitHour: smallint('visit_hour'),
    reason: text('reason').notNull(),
    neighboursCount: integer('neighbours_count'),
    neighboursShare: smallint('neighbours_share'),
    dropped: boolean('dropped').notNull().default(false),
    cartClaimedAt: timestamp('cart_claimed_at', { withTimezone: true }),
    /** Set when the claimed add finished; a claim without it is an add in progress. */
    cartAddedAt: timestamp('cart_added_at', { withTimezone: true }),
    cartIdx: integer('cart_idx').references(() => cartLines.cartIdx, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('move_in_plan_lines_step_uq').on(t.applicationIdx, t.step),
    index('move_in_plan_lines_item_idx').on(t.itemIdx),
    index('move_in_plan_lines_cart_idx').on(t.cartIdx).where(sql`${t.cartIdx} is not null`),
    check('move_in_plan_lines_price_ck', sql`${t.price} >= 0 and ${t.regularPrice} >= ${t.price}`),
    check('move_in_plan_lines_share_ck', sql`${t.neighboursShare} is null or ${t.neighboursShare} between 0 and 100`),
  ],
);
