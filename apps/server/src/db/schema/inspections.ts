import type { InspectionStandardItem, InspectionType, PhotoShape, WorkState } from '@ipju/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderLines } from './commerce';
import { partnerAccounts, partners } from './partners';
import { apartments } from './places';
import { residents } from './residents';
import { staffAccounts } from './staff';

/** The work state of each measurement type (작성 중 / 작성 완료), kept on the inspection row. */
export type InspectionTypeStates = Record<InspectionType, { state: WorkState; completedAt: string | null }>;

/** A task's values as stored (docs/INSPECTION.md): the create body's per-type fields, without labels. */
export type StoredTaskValues = Record<string, string | number | null>;

const STATUS_SQL = sql.raw("('scheduled', 'in_progress', 'measured', 'reported', 'sent', 'cancelled')");
const TYPE_SQL = sql.raw("('visual', 'level', 'gradient', 'thermal', 'radon')");

/**
 * The standards measurements are judged by (SPEC section 7 GET /inspection/{id}/{type}/standard), edited by
 * staff. Inspections copy them when they start (`inspections.standards`), so an edit here never changes one.
 */
export const inspectionStandards = pgTable(
  'inspection_standards',
  {
    key: text('key').primaryKey(),
    type: text('type').$type<InspectionType>().notNull(),
    label: text('label').notNull(),
    unit: text('unit').notNull(),
    comparator: text('comparator', { enum: ['max', 'min'] }).notNull(),
    limit: doublePrecision('limit').notNull(),
    spanMm: integer('span_mm'),
    condition: text('condition'),
    region: text('region', { enum: ['I', 'II', 'III'] }),
    source: text('source').notNull(),
    verified: boolean('verified').notNull(),
    note: text('note'),
    sortOrder: integer('sort_order').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByStaffIdx: integer('updated_by_staff_idx').references(() => staffAccounts.staffIdx),
  },
  (t) => [check('inspection_standards_type_ck', sql`${t.type} in ${TYPE_SQL}`)],
);

/**
 * One inspection of one home by an inspection company. A paid 사전점검 order line makes exactly one
 * (unique order_line_idx); its visit date is read from the line (these columns hold it only for
 * inspections without a line: the demo sample, or one a company records itself). `status` is kept by
 * inspections.status.ts from the type states, the tasks and the report marks in the same transaction.
 */
export const inspections = pgTable(
  'inspections',
  {
    inspectionIdx: integer('inspection_idx').primaryKey().generatedAlwaysAsIdentity(),
    partnerIdx: integer('partner_idx')
      .notNull()
      .references(() => partners.partnerIdx),
    orderLineIdx: integer('order_line_idx').references(() => orderLines.lineIdx),
    residentIdx: integer('resident_idx').references(() => residents.residentIdx),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx),
    complexName: text('complex_name').notNull(),
    dong: text('dong'),
    ho: text('ho'),
    pyeong: integer('pyeong'),
    exclusiveArea: doublePrecision('exclusive_area'),
    builder: text('builder'),
    address: text('address'),
    visitDate: date('visit_date', { mode: 'string' }),
    visitHour: smallint('visit_hour'),
    status: text('status').notNull().default('scheduled'),
    typeStates: jsonb('type_states').$type<InspectionTypeStates>().notNull(),
    /** TDR climate region (I, II, III): from the complex's 시/도, editable. */
    region: text('region', { enum: ['I', 'II', 'III'] }).notNull(),
    /** 2019년 7월 이후 사업승인: radon is judged against 148 Bq/㎥ (else 200). */
    approvedFrom2019_07: boolean('approved_from_2019_07').notNull().default(true),
    /** The standards when the inspection started (copied from inspection_standards). */
    standards: jsonb('standards').$type<InspectionStandardItem[]>().notNull(),
    memo: text('memo'),
    opinion: text('opinion'),
    opinionAt: timestamp('opinion_at', { withTimezone: true }),
    isSample: boolean('is_sample').notNull().default(false),
    /** Set by the report module (markInspectionReported / markInspectionSent). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    latestReportIdx: integer('latest_report_idx'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspections_order_line_uq').on(t.orderLineIdx).where(sql`${t.orderLineIdx} is not null`),
    index('inspections_partner_idx').on(t.partnerIdx, t.status, t.inspectionIdx),
    index('inspections_resident_idx').on(t.residentIdx),
    check('inspections_status_ck', sql`${t.status} in ${STATUS_SQL}`),
    check('inspections_visit_hour_ck', sql`${t.visitHour} is null or ${t.visitHour} between 0 and 23`),
  ],
);

/** A space of the home (거실, 침실1 ...), in the order the inspector walks them. */
export const inspectionSpaces = pgTable(
  'inspection_spaces',
  {
    spaceIdx: integer('space_idx').primaryKey().generatedAlwaysAsIdentity(),
    inspectionIdx: integer('inspection_idx')
      .notNull()
      .references(() => inspections.inspectionIdx, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspection_spaces_inspection_idx').on(t.inspectionIdx, t.sortOrder)],
);

/**
 * A measurement or finding. `clientKey` is the device's id for it (unique per inspection): the console's
 * offline queue may send it twice and gets the same task back.
 */
export const inspectionTasks = pgTable(
  'inspection_tasks',
  {
    taskIdx: integer('task_idx').primaryKey().generatedAlwaysAsIdentity(),
    inspectionIdx: integer('inspection_idx')
      .notNull()
      .references(() => inspections.inspectionIdx, { onDelete: 'cascade' }),
    type: text('type').$type<InspectionType>().notNull(),
    spaceIdx: integer('space_idx').references(() => inspectionSpaces.spaceIdx),
    location: text('location').notNull().default(''),
    comment: text('comment'),
    clientKey: text('client_key').notNull(),
    values: jsonb('values').$type<StoredTaskValues>().notNull(),
    createdByAccountIdx: integer('created_by_account_idx').references(() => partnerAccounts.accountIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_tasks_client_key_uq').on(t.inspectionIdx, t.clientKey),
    index('inspection_tasks_inspection_idx').on(t.inspectionIdx, t.type, t.taskIdx),
    check('inspection_tasks_type_ck', sql`${t.type} in ${TYPE_SQL}`),
  ],
);

/** A photo of an inspection (re-encoded upload, EXIF removed), maybe of a task, with its annotations. */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    photoIdx: integer('photo_idx').primaryKey().generatedAlwaysAsIdentity(),
    inspectionIdx: integer('inspection_idx')
      .notNull()
      .references(() => inspections.inspectionIdx, { onDelete: 'cascade' }),
    taskIdx: integer('task_idx').references(() => inspectionTasks.taskIdx, { onDelete: 'cascade' }),
    type: text('type').$type<InspectionType>(),
    spaceIdx: integer('space_idx').references(() => inspectionSpaces.spaceIdx, { onDelete: 'set null' }),
    clientKey: text('client_key').notNull(),
    fileKey: text('file_key').notNull(),
    url: text('url').notNull(),
    width: integer('width'),
    height: integer('height'),
    role: text('role', { enum: ['wide', 'close', 'scale'] }),
    annotations: jsonb('annotations').$type<PhotoShape[]>().notNull().default([]),
    uploadedByAccountIdx: integer('uploaded_by_account_idx').references(() => partnerAccounts.accountIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspection_photos_client_key_uq').on(t.inspectionIdx, t.clientKey),
    index('inspection_photos_inspection_idx').on(t.inspectionIdx, t.photoIdx),
    index('inspection_photos_task_idx').on(t.taskIdx),
  ],
);
