import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * A partner's weekly capacity template (partner console, 캘린더): how many visits it takes per weekday
 * (0 = Sunday) and visit slot (hour 0-23, or SLOT_WHOLE_DAY). A slot_usage row created for a date takes
 * this value (else partners.slot_capacity); changing it updates the future rows that are not a date's own
 * override (slot_usage.capacity_override), unless more visits are held there than the new value.
 */
export const partnerWeeklyCapacity = pgTable(
  'partner_weekly_capacity',
  {
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    weekday: smallint('weekday').notNull(),
    slotHour: smallint('slot_hour').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerIdx, t.weekday, t.slotHour] }),
    check('partner_weekly_capacity_weekday_ck', sql`${t.weekday} between 0 and 6`),
    check('partner_weekly_capacity_hour_ck', sql`${t.slotHour} between -1 and 23`),
    check('partner_weekly_capacity_capacity_ck', sql`${t.capacity} between 0 and 1000`),
  ],
);

export const CALENDAR_ENTRY_KINDS = ['personal', 'offline'] as const;

/** A company's own calendar entries (개인 일정, 오프라인 작업): a title on a date, optional times and a memo. */
export const partnerCalendarEntries = pgTable(
  'partner_calendar_entries',
  {
    entryIdx: integer('entry_idx').primaryKey().generatedAlwaysAsIdentity(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    kind: text('kind', { enum: CALENDAR_ENTRY_KINDS }).notNull(),
    title: text('title').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** 'HH:MM' (24 h), or null for an all-day entry. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_calendar_entries_partner_date_idx').on(t.partnerIdx, t.entryDate),
    check('partner_calendar_entries_kind_ck', sql`${t.kind} in ('personal', 'offline')`),
    check(
      'partner_calendar_entries_time_ck',
      sql`(${t.startTime} is null or ${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (${t.endTime} is null or (${t.startTime} is not null and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} > ${t.startTime}))`,
    ),
  ],
);
