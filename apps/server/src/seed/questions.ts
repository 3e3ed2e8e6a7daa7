import { seoulInstant, seoulToday } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { answerLikes, questionAnswers, questionLikes, questionReads, questions, residents, staffAccounts } from '../db/schema';
import { NEIGHBOURS, QUESTIONS, type Person, type SeedQuestion } from './data/questions';
import { DEMO_RESIDENT } from './data/residents';
import { DEMO_STAFF } from './staff';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CHUNK = 500;

/**
 * Seeds 지식인: the questions of data/questions.ts by the demo resident and eight neighbours, answers by
 * the partner companies that sell each service and by the demo staff account (입주 매니저), and the rows
 * behind every counter: like rows for like counts, read rows (one per guest per day, spread over the days
 * since the question was asked) for read counts, answer_count = the answers. Content is fixed; times are
 * relative to when the seed runs, so the demo always reads "3일 전" and not months ago. Runs inside the
 * seed's transaction, after staff and the demo resident.
 */
export async function insertDemoQuestions(tx: Tx): Promise<void> {
  const now = Date.now();
  const people = await seedPeople(tx);
  const [staff] = await tx.select({ staffIdx: staffAccounts.staffIdx }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_STAFF.email));
  if (!staff) throw new Error('the demo staff account must be seeded before 지식인');

  // Oldest first, so question numbers follow the order they were asked (the latest sort).
  const ordered = [...QUESTIONS].sort((a, b) => ageHours(b) - ageHours(a));
  const likeRows: Array<typeof questionLikes.$inferInsert> = [];
  const readRows: Array<typeof questionReads.$inferInsert> = [];
  const answerLikeRows: Array<typeof answerLikes.$inferInsert> = [];

  for (const seed of ordered) {
    assertConsistent(seed);
    const createdAt = new Date(now - ageHours(seed) * HOUR_MS);
    const [question] = await tx
      .insert(questions)
      .values({
        residentIdx: people(seed.asker),
        questionType: seed.type,
        categoryCode: seed.code,
        title: seed.title,
        body: seed.body,
        readCount: seed.reads,
        likeCount: seed.likedBy.length,
        answerCount: seed.answers.length,
        createdAt,
      })
      .returning({ questionIdx: questions.questionIdx });
    const questionIdx = question!.questionIdx;
    likeRows.push(...seed.likedBy.map((p, i) => ({ questionIdx, residentIdx: people(p), createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR_MS) })));
    readRows.push(...readsOf(questionIdx, seed.reads, createdAt, now));

    for (const answer of seed.answers) {
      const answeredAt = new Date(Math.min(createdAt.getTime() + answer.after * HOUR_MS, now - 60_000));
      const [row] = await tx
        .insert(questionAnswers)
        .values({
          questionIdx,
          body: answer.body,
          likeCount: answer.likedBy.length,
          createdAt: answeredAt,
          ...(answer.partnerIdx !== undefined
            ? { authorRole: 'partner' as const, partnerIdx: answer.partnerIdx }
            : { authorRole: 'staff' as const, staffIdx: staff.staffIdx }),
        })
        .returning({ answerIdx: questionAnswers.answerIdx });
      answerLikeRows.push(...answer.likedBy.map((p) => ({ answerIdx: row!.answerIdx, residentIdx: people(p), createdAt: answeredAt })));
    }
  }

  for (const [table, rows] of [
    [questionLikes, likeRows],
    [answerLikes, answerLikeRows],
    [questionReads, readRows],
  ] as const) {
    for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

const ageHours = (q: SeedQuestion) => q.daysAgo * 24 + q.hour;

/** Likes by the asker are refused by the API, so the demo data never has them either. */
function assertConsistent(seed: SeedQuestion) {
  if (seed.likedBy.includes(seed.asker) || new Set(seed.likedBy).size !== seed.likedBy.length) {
    throw new Error(`seed question "${seed.title}": likes must be by other people, once each`);
  }
}

/** The demo resident and the neighbours (inserted here), by Person number. */
async function seedPeople(tx: Tx): Promise<(p: Person) => number> {
  const [demo] = await tx.select({ residentIdx: residents.residentIdx }).from(residents).where(eq(residents.phone, DEMO_RESIDENT.phone));
  if (!demo) throw new Error('the demo resident must be seeded before 지식인');
  const agreedAt = seoulInstant('2026-10-01', '10:00');
  const neighbours = await tx
    .insert(residents)
    .values(NEIGHBOURS.map((n) => ({ ...n, phone: null, termsAgreedAt: agreedAt, privacyAgreedAt: agreedAt, ageConfirmedAt: agreedAt, createdAt: agreedAt })))
    .returning({ residentIdx: residents.residentIdx });
  const ids = [demo.residentIdx, ...neighbours.map((n) => n.residentIdx)];
  return (p) => ids[p]!;
}

/** `count` guest reads, one per guest per day, spread over the Seoul days from `createdAt` to today. */
function readsOf(questionIdx: number, count: number, createdAt: Date, now: number) {
  const days = Math.max(1, Math.floor((now - createdAt.getTime()) / DAY_MS) + 1);
  return Array.from({ length: count }, (_, n) => ({
    questionIdx,
    viewerKey: `g:seed-${questionIdx}-${n}`,
    day: seoulToday(new Date(Math.min(createdAt.getTime() + (n % days) * DAY_MS, now))),
  }));
}
