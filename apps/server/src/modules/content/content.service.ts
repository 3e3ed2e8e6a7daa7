import type { FaqGroup, NoticePage } from '@ipju/contract';
import type { Db } from '../../db/client';
import * as repo from './content.repository';

export function createContentService(db: Db) {
  return {
    async listFaqs(category?: string): Promise<FaqGroup[]> {
      const groups = new Map<string, FaqGroup>();
      for (const faq of await repo.listFaqs(db, category)) {
        let group = groups.get(faq.category);
        if (!group) groups.set(faq.category, (group = { category: faq.category, faqs: [] }));
        group.faqs.push(faq);
      }
      return [...groups.values()];
    },

    async listNotices(page: number, limit: number): Promise<NoticePage> {
      const [rows, total] = await Promise.all([repo.listNotices(db, limit, (page - 1) * limit), repo.countNotices(db)]);
      return {
        items: rows.map((n) => ({ ...n, publishedAt: n.publishedAt.toISOString() })),
        total,
        page,
        limit,
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
