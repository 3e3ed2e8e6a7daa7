import { z } from 'zod';
import { idParam, isoTime, pageQuery } from './fields';

/** What a company's notice is about (GET /partner/pushs); the 알림 list words and marks it by it. */
export const PARTNER_PUSH_KIND_VALUES = ['new_order', 'date_change', 'cancelled', 'review', 'link_paid', 'daily_summary', 'job', 'chat'] as const;
export const partnerPushKind = z.enum(PARTNER_PUSH_KIND_VALUES);
export type PartnerPushKind = z.infer<typeof partnerPushKind>;

/** The 알림 list's short label of each kind. */
export const PARTNER_PUSH_KIND_LABELS: Record<PartnerPushKind, string> = {
  new_order: '새 주문',
  date_change: '일정 변경',
  cancelled: '주문 취소',
  review: '리뷰',
  link_paid: '결제 링크',
  daily_summary: '오늘 방문',
  job: '작업',
  chat: '채팅',
};

/** GET /partner/pushs: newest first; `before` is the previous page's `nextCursor`. */
export const partnerPushListQuery = z.object({
  before: idParam('이전 페이지 위치').optional(),
  limit: pageQuery.limit.default(20),
});

export const partnerPush = z.object({
  pushIdx: z.number().int(),
  kind: partnerPushKind,
  title: z.string(),
  body: z.string(),
  /** Where the console opens when the notice is tapped (a console path), or null. */
  link: z.string().nullable(),
  createdAt: isoTime,
  read: z.boolean(),
  clicked: z.boolean(),
});
export type PartnerPush = z.infer<typeof partnerPush>;

export const partnerPushList = z.object({
  items: z.array(partnerPush),
  /** How many of the company's notices are unread (all pages). */
  unreadCount: z.number().int(),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type PartnerPushList = z.infer<typeof partnerPushList>;

export const partnerPushPath = z.object({ pushIdx: idParam('알림 번호') });

/** PATCH /partner/pushs/read: how many were marked now, and what is left unread (0). */
export const partnerPushesRead = z.object({ marked: z.number().int(), unreadCount: z.number().int() });
export type PartnerPushesRead = z.infer<typeof partnerPushesRead>;
