import type { Db } from '../../src/db/client';
import { faqs, notices } from '../../src/db/schema';
import { unique } from '../helpers';

/** An FAQ entry; category defaults to a unique one so a test can filter on it. */
export async function createFaq(db: Db, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  const [row] = await db
    .insert(faqs)
    .values({
      category: `테스트${unique()}`,
      question: `예약은 어떻게 변경하나요? ${unique()}`,
      answer: '마이페이지 > 예약 내역에서 변경할 수 있어요.',
      sortOrder: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A published notice (published now unless given). */
export async function createNotice(db: Db, overrides: Partial<typeof notices.$inferInsert> = {}) {
  const [row] = await db
    .insert(notices)
    .values({
      title: `공지사항 ${unique()}`,
      body: '서비스 점검 안내예요.',
      isPinned: false,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}
