import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { inboxEntryColumns } from './inbox-columns';
import { residents } from './residents';

/**
 * What a resident notice is about, for the 알림 설정 rules (docs/NOTIFICATIONS.md): 주문·방문 안내 (always sent),
 * 지식인 답변 (the resident may turn a channel off), 혜택·이벤트 (advertising: opt-in, 정보통신망법 제50조).
 */
export const RESIDENT_NOTICE_KINDS = ['service', 'answer', 'marketing'] as const;
export type ResidentNoticeKind = (typeof RESIDENT_NOTICE_KINDS)[number];

/**
 * A resident's notification inbox (GET /residents/pushs): one row per notice, written by the dispatcher when
 * it handles the notice's first queued message (lib/notifications/dispatcher.ts). `noticeKey` is the notice's
 * own key (shared by its AlimTalk and push messages), unique, so a retried dispatch never adds a second entry.
 */
export const residentPushes = pgTable(
  'resident_pushes',
  {
    ...inboxEntryColumns(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    kind: text('kind', { enum: RESIDENT_NOTICE_KINDS }).notNull(),
    noticeKey: text('notice_key').notNull(),
  },
  (t) => [uniqueIndex('resident_pushes_notice_key_uq').on(t.noticeKey), index('resident_pushes_resident_idx').on(t.residentIdx, t.pushIdx)],
);

/**
 * A resident's 알림 설정 (/notification/setting), one row once they change something (no row: the defaults).
 * The 혜택·이벤트 consent itself and its date are residents.marketing_agreed(_at), the same consent the sign-up
 * terms screen records; here are its channels and the separate 야간 (21:00-08:00) consent.
 */
export const residentNotificationSettings = pgTable('resident_notification_settings', {
  residentIdx: integer('resident_idx')
    .primaryKey()
    .references(() => residents.residentIdx),
  answerPush: boolean('answer_push').notNull().default(true),
  answerMessage: boolean('answer_message').notNull().default(true),
  marketingPush: boolean('marketing_push').notNull().default(true),
  marketingMessage: boolean('marketing_message').notNull().default(true),
  /** When the resident last withdrew the 혜택·이벤트 consent (here or by a message's 수신거부 link). */
  marketingWithdrawnAt: timestamp('marketing_withdrawn_at', { withTimezone: true }),
  nightAgreed: boolean('night_agreed').notNull().default(false),
  nightAgreedAt: timestamp('night_agreed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
