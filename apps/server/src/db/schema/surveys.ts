import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderLines } from './commerce';
import { apartments } from './places';
import { residents } from './residents';
import { staffAccounts } from './staff';

/**
 * A survey: the satisfaction survey offered after a service is completed, or the home-styling survey
 * a consultation request starts with. Seeded with fixed ids (the satisfaction survey is 1).
 */
export const surveys = pgTable(
  'surveys',
  {
    surveyIdx: integer('survey_idx').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['satisfaction', 'homestyling'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('surveys_kind_ck', sql`${t.kind} in ('satisfaction', 'homestyling')`)],
);

/** A step of a survey (the home-styling survey asks space, style, budget... one category at a time). */
export const surveyCategories = pgTable(
  'survey_categories',
  {
    categoryIdx: integer('category_idx').primaryKey().generatedByDefaultAsIdentity(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('survey_categories_survey_idx').on(t.surveyIdx, t.sortOrder)],
);

/** A choice of a single/multiple question: value stored in answers, label shown; image optional. */
export interface SurveyOption {
  value: string;
  label: string;
  imageUrl?: string;
}

/**
 * One question. kind: rating (1-5 stars), single (one option), multiple (several options), text (free
 * text, at most maxLength characters).
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    questionIdx: integer('question_idx').primaryKey().generatedByDefaultAsIdentity(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx),
    categoryIdx: integer('category_idx').references(() => surveyCategories.categoryIdx),
    kind: text('kind', { enum: ['rating', 'single', 'multiple', 'text'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    options: jsonb('options').$type<SurveyOption[]>().notNull().default([]),
    required: boolean('required').notNull().default(true),
    maxLength: integer('max_length'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    index('survey_questions_survey_idx').on(t.surveyIdx, t.sortOrder),
    check('survey_questions_kind_ck', sql`${t.kind} in ('rating', 'single', 'multiple', 'text')`),
  ],
);

/**
 * One person's answers to a survey. A satisfaction survey is answered once per completed service
 * (`lineIdx`, unique); a home-styling survey once per consultation request. `completedAt` closes it.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    responseIdx: integer('response_idx').primaryKey().generatedAlwaysAsIdentity(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    lineIdx: integer('line_idx').references(() => orderLines.lineIdx),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('survey_responses_line_uq').on(t.surveyIdx, t.lineIdx).where(sql`${t.lineIdx} is not null`),
    index('survey_responses_resident_idx').on(t.residentIdx, t.surveyIdx),
  ],
);

/** The answer to one question: a number (rating), an option value, several values, or text. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    responseIdx: integer('response_idx')
      .notNull()
      .references(() => surveyResponses.responseIdx),
    questionIdx: integer('question_idx')
      .notNull()
      .references(() => surveyQuestions.questionIdx),
    value: jsonb('value').$type<number | string | string[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.responseIdx, t.questionIdx] })],
);

/**
 * A request for a consultation (POST /consultation): who to call, where, when suits them and what they
 * need, with the home-styling survey they answered. Staff are notified and follow it up:
 * requested -> contacted -> done, or cancelled.
 */
export const consultations = pgTable(
  'consultations',
  {
    consultationIdx: integer('consultation_idx').primaryKey().generatedAlwaysAsIdentity(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    kind: text('kind', { enum: ['homestyling'] }).notNull(),
    name: text('name').notNull(),
    /** Digits only. */
    phone: text('phone').notNull(),
    apartmentIdx: integer('apartment_idx').references(() => apartments.apartmentIdx),
    complexName: text('complex_name').notNull(),
    pyeong: integer('pyeong'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time', { enum: ['morning', 'afternoon', 'evening', 'anytime'] }).notNull(),
    needs: text('needs').notNull(),
    surveyResponseIdx: integer('survey_response_idx').references(() => surveyResponses.responseIdx),
    status: text('status', { enum: ['requested', 'contacted', 'done', 'cancelled'] }).notNull().default('requested'),
    staffIdx: integer('staff_idx').references(() => staffAccounts.staffIdx),
    staffMemo: text('staff_memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consultations_resident_idx').on(t.residentIdx, t.consultationIdx),
    index('consultations_status_idx').on(t.status, t.consultationIdx),
    uniqueIndex('consultations_survey_response_uq').on(t.surveyResponseIdx),
    check('consultations_kind_ck', sql`${t.kind} in ('homestyling')`),
    check('consultations_time_ck', sql`${t.preferredTime} in ('morning', 'afternoon', 'evening', 'anytime')`),
    check('consultations_status_ck', sql`${t.status} in ('requested', 'contacted', 'done', 'cancelled')`),
  ],
);
