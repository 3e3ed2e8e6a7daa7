import type { PostStatus } from '@ipju/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answerReports, categories, partners, questionAnswers, questionReports, questions } from '../../db/schema';

/** Hidden questions, most recently hidden first, with their service label. */
export async function listHiddenQuestions(db: DbOrTx) {
  return db
    .select({ question: questions, serviceName: categories.label })
    .from(questions)
    .leftJoin(categories, eq(categories.code, questions.categoryCode))
    .where(eq(questions.status, 'hidden'))
    .orderBy(desc(questions.hiddenAt), desc(questions.questionIdx));
}

/** Hidden answers, most recently hidden first, with their question's title and the company. */
export async function listHiddenAnswers(db: DbOrTx) {
  return db
    .select({ answer: questionAnswers, questionTitle: questions.title, companyName: partners.companyName })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.questionIdx, questionAnswers.questionIdx))
    .leftJoin(partners, eq(partners.partnerIdx, questionAnswers.partnerIdx))
    .where(eq(questionAnswers.status, 'hidden'))
    .orderBy(desc(questionAnswers.hiddenAt), desc(questionAnswers.answerIdx));
}

export async function reportsOfQuestions(db: DbOrTx, questionIdxs: number[]) {
  if (!questionIdxs.length) return [];
  return db
    .select()
    .from(questionReports)
    .where(inArray(questionReports.questionIdx, questionIdxs))
    .orderBy(asc(questionReports.reportIdx));
}

export async function reportsOfAnswers(db: DbOrTx, answerIdxs: number[]) {
  if (!answerIdxs.length) return [];
  return db.select().from(answerReports).where(inArray(answerReports.answerIdx, answerIdxs)).orderBy(asc(answerReports.reportIdx));
}

/** Locks the question row for a staff decision (and returns its status). */
export async function lockQuestion(db: DbOrTx, questionIdx: number) {
  const [row] = await db
    .select({ status: questions.status })
    .from(questions)
    .where(eq(questions.questionIdx, questionIdx))
    .for('update');
  return row;
}

export async function lockAnswer(db: DbOrTx, answerIdx: number) {
  const [row] = await db
    .select({ status: questionAnswers.status, questionIdx: questionAnswers.questionIdx })
    .from(questionAnswers)
    .where(eq(questionAnswers.answerIdx, answerIdx))
    .for('update');
  return row;
}

export async function setQuestionStatus(db: DbOrTx, questionIdx: number, status: PostStatus) {
  await db.update(questions).set({ status }).where(and(eq(questions.questionIdx, questionIdx)));
}

export async function setAnswerStatus(db: DbOrTx, answerIdx: number, status: PostStatus) {
  await db.update(questionAnswers).set({ status }).where(eq(questionAnswers.answerIdx, answerIdx));
}
