import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { partnerAccounts, partners } from './partners';
import { residents } from './residents';
import { staffAccounts } from './staff';

const QUESTION_TYPE_SQL = sql.raw("('estimate', 'schedule', 'construction', 'defect', 'product', 'etc')");
const POST_STATUS_SQL = sql.raw("('visible', 'hidden', 'removed', 'deleted')");
const REPORT_REASON_SQL = sql.raw("('unrelated', 'abuse', 'obscene', 'privacy', 'promotion', 'other')");

/**
 * A resident's question on 지식인 (/knowledge-in), plain text only. `categoryCode` is the service it is
 * about (the `item` filter of GET /question), null for general questions. Counters move in the same
 * transaction as the rows they count (likes, answers, reports) or by a once-a-day read row (reads).
 * status as for reviews: visible, hidden (reported by several people), removed (staff), deleted (author).
 */
export const questions = pgTable(
  'questions',
  {
    questionIdx: integer('question_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    questionType: text('question_type').notNull(),
    categoryCode: text('category_code').references(() => categories.code),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Upload keys of attached photos (type question), at most 5. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    readCount: integer('read_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    status: text('status', { enum: ['visible', 'hidden', 'removed', 'deleted'] }).notNull().default('visible'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_latest_idx').on(t.questionIdx).where(sql`${t.status} = 'visible'`),
    index('questions_type_idx').on(t.questionType, t.questionIdx).where(sql`${t.status} = 'visible'`),
    index('questions_category_idx').on(t.categoryCode, t.questionIdx).where(sql`${t.status} = 'visible'`),
    index('questions_resident_idx').on(t.residentIdx, t.questionIdx),
    check('questions_type_ck', sql`${t.questionType} in ${QUESTION_TYPE_SQL}`),
    check('questions_status_ck', sql`${t.status} in ${POST_STATUS_SQL}`),
    check(
      'questions_counts_ck',
      sql`${t.readCount} >= 0 and ${t.likeCount} >= 0 and ${t.answerCount} >= 0 and ${t.reportCount} >= 0`,
    ),
  ],
);

/**
 * An answer by a partner company (one per company per question) or by ipju staff (입주 매니저).
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    answerIdx: integer('answer_idx').primaryKey().generatedAlwaysAsIdentity(),
    questionIdx: integer('question_idx')
      .notNull()
      .references(() => questions.questionIdx),
    authorRole: text('author_role', { enum: ['partner', 'staff'] }).notNull(),
    partnerIdx: integer('partner_idx').references(() => partners.partnerIdx),
    partnerAccountIdx: integer('partner_account_idx').references(() => partnerAccounts.accountIdx),
    staffIdx: integer('staff_idx').references(() => staffAccounts.staffIdx),
    body: text('body').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    status: text('status', { enum: ['visible', 'hidden', 'removed', 'deleted'] }).notNull().default('visible'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionIdx, t.answerIdx),
    uniqueIndex('question_answers_partner_once_uq')
      .on(t.questionIdx, t.partnerIdx)
      .where(sql`${t.authorRole} = 'partner' and ${t.status} <> 'deleted'`),
    check(
      'question_answers_author_ck',
      sql`(${t.authorRole} = 'partner' and ${t.partnerIdx} is not null and ${t.staffIdx} is null)
        or (${t.authorRole} = 'staff' and ${t.staffIdx} is not null and ${t.partnerIdx} is null)`,
    ),
    check('question_answers_status_ck', sql`${t.status} in ${POST_STATUS_SQL}`),
    check('question_answers_counts_ck', sql`${t.likeCount} >= 0 and ${t.reportCount} >= 0`),
  ],
);

/** A resident's like of a question (one per person); questions.like_count moves with the rows. */
export const questionLikes = pgTable(
  'question_likes',
  {
    questionIdx: integer('question_idx')
      .notNull()
      .references(() => questions.questionIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionIdx, t.residentIdx] })],
);

/** A resident's like of an answer (one per person); question_answers.like_count moves with the rows. */
export const answerLikes = pgTable(
  'answer_likes',
  {
    answerIdx: integer('answer_idx')
      .notNull()
      .references(() => questionAnswers.answerIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerIdx, t.residentIdx] })],
);

/** A report of a question (SPEC section 3's six reasons): one per person per question. */
export const questionReports = pgTable(
  'question_reports',
  {
    reportIdx: integer('report_idx').primaryKey().generatedAlwaysAsIdentity(),
    questionIdx: integer('question_idx')
      .notNull()
      .references(() => questions.questionIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    reason: text('reason').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_reports_once_uq').on(t.questionIdx, t.residentIdx),
    check('question_reports_reason_ck', sql`${t.reason} in ${REPORT_REASON_SQL}`),
  ],
);

/** A report of an answer: one per person per answer. */
export const answerReports = pgTable(
  'answer_reports',
  {
    reportIdx: integer('report_idx').primaryKey().generatedAlwaysAsIdentity(),
    answerIdx: integer('answer_idx')
      .notNull()
      .references(() => questionAnswers.answerIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    reason: text('reason').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answer_reports_once_uq').on(t.answerIdx, t.residentIdx),
    check('answer_reports_reason_ck', sql`${t.reason} in ${REPORT_REASON_SQL}`),
  ],
);

/**
 * Who read a question on which day (Asia/Seoul): PATCH .../increment-read-count adds to read_count only
 * when it inserts a new row, so a viewer counts once a day however often they open it. `viewerKey` is
 * 'r:{residentIdx}', 'p:{partnerIdx}', 's:{staffIdx}' or 'g:{hash of the guest's address and browser}'.
 */
export const questionReads = pgTable(
  'question_reads',
  {
    questionIdx: integer('question_idx')
      .notNull()
      .references(() => questions.questionIdx),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionIdx, t.viewerKey, t.day] }), index('question_reads_day_idx').on(t.day)],
);
