import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { faqs, notices } from '../../db/schema';

/** FAQs ordered by their category's first position, then their own order. */
export function listFaqs(db: DbOrTx, category?: string) {
  return db
    .select({ faqIdx: faqs.faqIdx, category: faqs.category, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(category !== undefined ? eq(faqs.category, category) : undefined)
    .orderBy(
      sql`min(${faqs.sortOrder}) over (partition by ${faqs.category})`,
      asc(faqs.category),
      asc(faqs.sortOrder),
      asc(faqs.faqIdx),
    );
}

const published = lte(notices.publishedAt, sql`now()`);

/** Published notices, pinned first, newest first. */
export function listNotices(db: DbOrTx, limit: number, offset: number) {
  return db
    .select()
    .from(notices)
    .where(published)
    .orderBy(desc(notices.isPinned), desc(notices.publishedAt), desc(notices.noticeIdx))
    .limit(limit)
    .offset(offset);
}

export async function countNotices(db: DbOrTx) {
  const rows = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(notices).where(published);
  return rows[0]?.n ?? 0;
}
