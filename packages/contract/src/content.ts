import { z } from 'zod';
import { pageQuery } from './fields';

export const listFaqsQuery = z.object({
  category: z
    .string()
    .trim()
    .min(1, { error: '분류를 입력해 주세요.' })
    .max(30, { error: '분류는 30자 이하로 입력해 주세요.' })
    .optional(),
});

export const faq = z.object({
  faqIdx: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faq>;

/** FAQs grouped by category, groups and entries in display order. */
export const faqGroup = z.object({ category: z.string(), faqs: z.array(faq) });
export const faqGroups = z.array(faqGroup);
export type FaqGroup = z.infer<typeof faqGroup>;

export const listNoticesQuery = z.object(pageQuery);

export const notice = z.object({
  noticeIdx: z.number().int(),
  title: z.string(),
  body: z.string(),
  isPinned: z.boolean(),
  publishedAt: z.string().describe('ISO 8601'),
});
export type Notice = z.infer<typeof notice>;

export const noticePage = z.object({
  items: z.array(notice).describe('고정 공지 먼저, 최신순'),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePage>;
