import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, items } from './catalog';
import { residents } from './residents';

/** A heart (찜) on a service: one per resident and item. */
export const zzims = pgTable(
  'zzims',
  {
    zzimIdx: integer('zzim_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    itemIdx: integer('item_idx')
      .notNull()
      .references(() => items.itemIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zzims_resident_item_uq').on(t.residentIdx, t.itemIdx), index('zzims_resident_idx').on(t.residentIdx, t.zzimIdx)],
);

/** One block of an event page: a heading, text and optional bullet points. */
export interface EventSection {
  title: string;
  body: string;
  bullets?: string[];
}

/**
 * A promotion shown at /events and /events/{id}. Ids 1 to 7 are seeded with fixed ids (SPEC section 2:
 * they have page metadata); `imageUrl` is the banner and the Open Graph image of shared links.
 */
export const events = pgTable(
  'events',
  {
    eventIdx: integer('event_idx').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    /** The one-line description: list cards, link previews (og:description). */
    summary: text('summary').notNull(),
    badge: text('badge'),
    imageUrl: text('image_url').notNull(),
    sections: jsonb('sections').$type<EventSection[]>().notNull(),
    /** Fine print (유의사항). */
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    ctaLabel: text('cta_label'),
    /** An app path the main button opens. */
    ctaPath: text('cta_path'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: runs until further notice. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** When staff sent the event to residents who agreed to 혜택·이벤트 (POST /staff/events/{id}/notice): once per event. */
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
  },
  (t) => [check('events_dates_ck', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

/**
 * What a resident should know before a visit (GET /cautions): per service category, or general ones
 * (category null) shown to guests and before every visit.
 */
export const cautions = pgTable(
  'cautions',
  {
    cautionIdx: integer('caution_idx').primaryKey().generatedAlwaysAsIdentity(),
    categoryCode: text('category_code').references(() => categories.code),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** When it matters: before the visit day, on the day, or after the work. */
    timing: text('timing', { enum: ['before', 'on_day', 'after'] }).notNull().default('before'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('cautions_category_idx').on(t.categoryCode, t.sortOrder),
    check('cautions_timing_ck', sql`${t.timing} in ('before', 'on_day', 'after')`),
  ],
);
