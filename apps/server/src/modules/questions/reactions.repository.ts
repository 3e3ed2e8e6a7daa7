import { REPORTS_TO_HIDE, type ReportReason } from '@ipju/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answerLikes, answerReports, questionAnswers, questionLikes, questionReports, questions } from '../../db/schema';

/**
 * Likes and reports of questions and answers. Each counter moves in the caller's transaction only when
 * its row really was inserted (insert ... on conflict do nothing returning) or deleted (delete ...
 * returning), so concurrent and repeated requests leave every counter equal to its rows. The like or
 * report row is always touched before the post's row, in every path, so two requests never wait on each
 * other in opposite orders.
 */

export async function likeQuestion(db: DbOrTx, questionIdx: number, residentIdx: number): Promise<number> {
  const inserted = await db.insert(questionLikes).values({ questionIdx, residentIdx }).onConflictDoNothing().returning({ questionIdx: questionLikes.questionIdx });
  return inserted.length ? moveQuestionLikes(db, questionIdx, 1) : questionLikeCount(db, questionIdx);
}

export async function unlikeQuestion(db: DbOrTx, questionIdx: number, residentIdx: number): Promise<number> {
  const deleted = await db
    .delete(questionLikes)
    .where(and(eq(questionLikes.questionIdx, questionIdx), eq(questionLikes.residentIdx, residentIdx)))
    .returning({ questionIdx: questionLikes.questionIdx });
  return deleted.length ? moveQuestionLikes(db, questionIdx, -1) : questionLikeCount(db, questionIdx);
}

async function moveQuestionLikes(db: DbOrTx, questionIdx: number, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(questions)
    .set({ likeCount: sql`${questions.likeCount} + ${delta}` })
    .where(eq(questions.questionIdx, questionIdx))
    .returning({ likeCount: questions.likeCount });
  return row!.likeCount;
}

async function questionLikeCount(db: DbOrTx, questionIdx: number): Promise<number> {
  const [row] = await db.select({ likeCount: questions.likeCount }).from(questions).where(eq(questions.questionIdx, questionIdx));
  return row?.likeCount ?? 0;
}

export async function likeAnswer(db: DbOrTx, answerIdx: number, residentIdx: number): Promise<number> {
  const inserted = await db.insert(answerLikes).values({ answerIdx, residentIdx }).onConflictDoNothing().returning({ answerIdx: answerLikes.answerIdx });
  return inserted.length ? moveAnswerLikes(db, answerIdx, 1) : answerLikeCount(db, answerIdx);
}

export async function unlikeAnswer(db: DbOrTx, answerIdx: number, residentIdx: number): Promise<number> {
  const deleted = await db
    .delete(answerLikes)
    .where(and(eq(answerLikes.answerIdx, answerIdx), eq(answerLikes.residentIdx, residentIdx)))
    .returning({ answerIdx: answerLikes.answerIdx });
  return deleted.length ? moveAnswerLikes(db, answerIdx, -1) : answerLikeCount(db, answerIdx);
}

async function moveAnswerLikes(db: DbOrTx, answerIdx: number, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(questionAnswers)
    .set({ likeCount: sql`${questionAnswers.likeCount} + ${delta}` })
    .where(eq(questionAnswers.answerIdx, answerIdx))
    .returning({ likeCount: questionAnswers.likeCount });
  return row!.likeCount;
}

async function answerLikeCount(db: DbOrTx, answerIdx: number): Promise<number> {
  const [row] = await db.select({ likeCount: questionAnswers.likeCount }).from(questionAnswers).where(eq(questionAnswers.answerIdx, answerIdx));
  return row?.likeCount ?? 0;
}

export interface ReportInput {
  residentIdx: number;
  reason: ReportReason;
  detail: string | null;
}

/** False when this person already reported the question (one report per person, by unique index). */
export async function insertQuestionReport(db: DbOrTx, questionIdx: number, report: ReportInput): Promise<boolean> {
  const rows = await db
    .insert(questionReports)
    .values({ questionIdx, ...report })
    .onConflictDoNothing()
    .returning({ reportIdx: questionReports.reportIdx });
  return rows.length > 0;
}

export async function insertAnswerReport(db: DbOrTx, answerIdx: number, report: ReportInput): Promise<boolean> {
  const rows = await db
    .insert(answerReports)
    .values({ answerIdx, ...report })
    .onConflictDoNothing()
    .returning({ reportIdx: answerReports.reportIdx });
  return rows.length > 0;
}

/**
 * Every REPORTS_TO_HIDE-th report of a visible post hides it until staff decide: the 3rd report, and after
 * staff restored it, the 6th (three more people), and so on. report_count keeps counting every report.
 */
const hidesAt = (column: unknown) => sql`(${column} + 1) % ${REPORTS_TO_HIDE} = 0`;

/** Counts a report of a visible question; undefined when the question is no longer visible. */
export async function countQuestionReport(db: DbOrTx, questionIdx: number, now: Date) {
  const [row] = await db
    .update(questions)
    .set({
      reportCount: sql`${questions.reportCount} + 1`,
      status: sql`case when ${hidesAt(questions.reportCount)} then 'hidden' else ${questions.status} end`,
      hiddenAt: sql`case when ${hidesAt(questions.reportCount)} then ${now.toISOString()}::timestamptz else ${questions.hiddenAt} end`,
    })
    .where(and(eq(questions.questionIdx, questionIdx), eq(questions.status, 'visible')))
    .returning({ reportCount: questions.reportCount, status: questions.status });
  return row;
}

/** Counts a report of a visible answer; undefined when the answer is no longer visible. */
export async function countAnswerReport(db: DbOrTx, answerIdx: number, now: Date) {
  const [row] = await db
    .update(questionAnswers)
    .set({
      reportCount: sql`${questionAnswers.reportCount} + 1`,
      status: sql`case when ${hidesAt(questionAnswers.reportCount)} then 'hidden' else ${questionAnswers.status} end`,
      hiddenAt: sql`case when ${hidesAt(questionAnswers.reportCount)} then ${now.toISOString()}::timestamptz else ${questionAnswers.hiddenAt} end`,
    })
    .where(and(eq(questionAnswers.answerIdx, answerIdx), eq(questionAnswers.status, 'visible')))
    .returning({ reportCount: questionAnswers.reportCount, status: questionAnswers.status, questionIdx: questionAnswers.questionIdx });
  return row;
}
