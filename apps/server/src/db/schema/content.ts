import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const faqs = pgTable(
  'faqs',
  {
    faqIdx: integer('faq_idx').primaryKey().generatedAlwaysAsIdentity(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('faqs_category_idx').on(t.category, t.sortOrder)],
);

export const notices = pgTable(
  'notices',
  {
    noticeIdx: integer('notice_idx').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notices_list_idx').on(t.isPinned, t.publishedAt)],
);
