/**
 * 지식인 factories for API tests.
 *
 *   createQuestion(db, overrides?)      -> a visible question (type estimate, no service) by a new resident
 *                                          unless residentIdx is given. Counters start at 0: give likes,
 *                                          answers and reads through the API (counters equal their rows).
 *   createAnswerRow(db, question, by)   -> an answer row by { partnerIdx } or { staffIdx }, with the
 *                                          question's answer_count moved with it (as the service does).
 *   uploadedQuestionImage(db, residentIdx, overrides?) -> the key of an uploads row of type question
 *                                          that the resident finished uploading (image/jpeg by default).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { questionAnswers, questions, uploads } from '../../src/db/schema';
import { unique } from '../helpers';
import { createResident } from './residents';

export type QuestionRow = typeof questions.$inferSelect;

export async function createQuestion(db: Db, overrides: Partial<typeof questions.$inferInsert> = {}): Promise<QuestionRow> {
  const residentIdx = overrides.residentIdx ?? (await createResident(db)).residentIdx;
  const [row] = await db
    .insert(questions)
    .values({
      questionType: 'estimate',
      title: `줄눈 견적이 업체마다 달라요 ${unique()}`,
      body: '같은 34평인데 줄눈 견적이 업체마다 20만원 넘게 차이가 나요. 무엇이 다른 건가요?',
      ...overrides,
      residentIdx,
    })
    .returning();
  return row!;
}

export async function createAnswerRow(
  db: Db,
  question: { questionIdx: number },
  by: { partnerIdx: number } | { staffIdx: number },
  overrides: Partial<typeof questionAnswers.$inferInsert> = {},
) {
  const author =
    'partnerIdx' in by
      ? { authorRole: 'partner' as const, partnerIdx: by.partnerIdx, staffIdx: null }
      : { authorRole: 'staff' as const, staffIdx: by.staffIdx, partnerIdx: null };
  const [row] = await db
    .insert(questionAnswers)
    .values({ questionIdx: question.questionIdx, body: '현장 상황에 따라 달라요. 사진을 보내 주시면 정확히 안내해 드릴게요.', ...author, ...overrides })
    .returning();
  if (row!.status === 'visible') {
    await db
      .update(questions)
      .set({ answerCount: sql`${questions.answerCount} + 1` })
      .where(eq(questions.questionIdx, question.questionIdx));
  }
  return row!;
}

export async function uploadedQuestionImage(
  db: Db,
  residentIdx: number,
  overrides: Partial<typeof uploads.$inferInsert> = {},
): Promise<string> {
  const now = new Date();
  const key = overrides.key ?? `question/${unique('q')}${unique()}.jpg`;
  await db.insert(uploads).values({
    type: 'question',
    mimeType: 'image/jpeg',
    ownerRole: 'resident',
    ownerIdx: residentIdx,
    maxBytes: 10 * 1024 * 1024,
    sizeBytes: 2048,
    expiresAt: new Date(now.getTime() + 600_000),
    uploadedAt: now,
    ...overrides,
    key,
  });
  return key;
}
