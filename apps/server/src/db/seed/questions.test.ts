import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, isPostgres } from '../../../test/helpers';
import type { Database } from '../client';
import { questionAnswers, questions } from '../schema';
import { QUESTIONS } from './data/questions';
import { seedDemoData } from './index';

/**
 * The demo 지식인 data keeps every counter equal to its rows. The whole demo seed needs an empty database:
 * on PGlite each test file has its own copy; on the shared PostgreSQL test database it is skipped here
 * (seed.test.ts runs the seed on a database of its own there).
 */
const onPglite = isPostgres() ? describe.skip : describe;
if (isPostgres()) console.warn('the 지식인 seed test needs an empty database; skipped on the shared PostgreSQL');

let database: Database;
beforeAll(async () => {
  if (isPostgres()) return;
  database = await openTestDatabase();
  await seedDemoData(database.db);
});
afterAll(async () => {
  await database?.close();
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

onPglite('demo 지식인 seed', () => {
  it('seeds every question in the order they were asked, with answers by staff and by partners', async () => {
    const seeded = await database.db.select().from(questions).orderBy(questions.questionIdx);
    expect(seeded).toHaveLength(QUESTIONS.length);
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    const times = seeded.map((q) => q.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(seeded.every((q) => q.createdAt.getTime() <= Date.now())).toBe(true);
    const answers = await database.db.select().from(questionAnswers);
    expect(answers.some((a) => a.authorRole === 'staff')).toBe(true);
    expect(new Set(answers.filter((a) => a.authorRole === 'partner').map((a) => a.partnerIdx)).size).toBeGreaterThanOrEqual(15);
    expect(seeded.some((q) => q.answerCount === 0)).toBe(true);
  });

  it('keeps counters equal to their rows, with no likes of your own question', async () => {
    const mismatched = await rowsOf<{ question_idx: number }>(sql`
      select q.question_idx from questions q
      where q.like_count <> (select count(*) from question_likes l where l.question_idx = q.question_idx)
         or q.read_count <> (select count(*) from question_reads r where r.question_idx = q.question_idx)
         or q.answer_count <> (select count(*) from question_answers a where a.question_idx = q.question_idx and a.status = 'visible')
         or q.report_count <> (select count(*) from question_reports p where p.question_idx = q.question_idx)`);
    expect(mismatched).toEqual([]);
    const answerMismatch = await rowsOf<{ answer_idx: number }>(sql`
      select a.answer_idx from question_answers a
      where a.like_count <> (select count(*) from answer_likes l where l.answer_idx = a.answer_idx)`);
    expect(answerMismatch).toEqual([]);
    const ownLikes = await rowsOf(sql`select 1 from question_likes l join questions q using (question_idx) where l.resident_idx = q.resident_idx`);
    expect(ownLikes).toEqual([]);
    const futureReads = await rowsOf(sql`select 1 from question_reads where day > (now() at time zone 'Asia/Seoul')::date`);
    expect(futureReads).toEqual([]);
  });
});
