import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './commerce';
import { partners } from './partners';
import { residents } from './residents';

/**
 * Chat (docs/CHAT.md). A thread is a resident's conversation with ipju 상담 (`staff`: one open per resident)
 * or with the company of one order (`order`: one per order and company). Messages have a bigint id that
 * grows in commit order (message inserts take one advisory lock, modules/chat/chat.repository.ts), so a
 * stream that resumes after id N misses nothing and repeats nothing.
 */
export const CHAT_THREAD_KIND_VALUES = ['staff', 'order'] as const;
export const CHAT_SENDER_VALUES = ['resident', 'partner', 'staff', 'system'] as const;
export const CHAT_PARTICIPANT_VALUES = ['resident', 'partner', 'staff'] as const;
export type ChatParticipant = (typeof CHAT_PARTICIPANT_VALUES)[number];

export interface ChatPhotoRow {
  key: string;
  url: string;
  width: number | null;
  height: number | null;
}

export const chatThreads = pgTable(
  'chat_threads',
  {
    threadIdx: integer('thread_idx').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: CHAT_THREAD_KIND_VALUES }).notNull(),
    residentIdx: integer('resident_idx')
      .notNull()
      .references(() => residents.residentIdx),
    orderIdx: integer('order_idx').references(() => orders.orderIdx),
    partnerIdx: integer('partner_idx').references(() => partners.partnerIdx),
    /** The order line the thread was opened from (its service name and visit date are the subtitle). */
    lineIdx: integer('line_idx').references(() => orderLines.lineIdx),
    /** A move-in plan application handed to staff (상담 요청); the move-in-plan module owns that table. */
    planApplicationIdx: integer('plan_application_idx'),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    lastMessageIdx: bigint('last_message_idx', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Staff threads: when the resident's oldest unanswered message came (null: nothing waits for staff). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_threads_open_staff_uq').on(t.residentIdx).where(sql`${t.kind} = 'staff' and ${t.status} = 'open'`),
    uniqueIndex('chat_threads_order_partner_uq').on(t.orderIdx, t.partnerIdx).where(sql`${t.kind} = 'order'`),
    index('chat_threads_resident_idx').on(t.residentIdx, t.lastMessageIdx),
    index('chat_threads_partner_idx').on(t.partnerIdx, t.lastMessageIdx),
    index('chat_threads_staff_idx').on(t.kind, t.status, t.waitingSince),
    check(
      'chat_threads_kind_ck',
      sql`(${t.kind} = 'staff' and ${t.orderIdx} is null and ${t.partnerIdx} is null) or (${t.kind} = 'order' and ${t.orderIdx} is not null and ${t.partnerIdx} is not null and ${t.planApplicationIdx} is null)`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    messageIdx: bigint('message_idx', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadIdx: integer('thread_idx')
      .notNull()
      .references(() => chatThreads.threadIdx),
    sender: text('sender', { enum: CHAT_SENDER_VALUES }).notNull(),
    /** The resident, the partner account or the staff member who wrote it (null for system messages). */
    senderIdx: integer('sender_idx'),
    senderName: text('sender_name').notNull(),
    /** As delivered: masked already in order threads. */
    text: text('text').notNull().default(''),
    masked: boolean('masked').notNull().default(false),
    photos: jsonb('photos').$type<ChatPhotoRow[]>().notNull().default([]),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_key_uq').on(t.threadIdx, t.sender, t.clientKey),
    index('chat_messages_thread_idx').on(t.threadIdx, t.messageIdx),
    check('chat_messages_text_ck', sql`char_length(${t.text}) <= 2000`),
  ],
);

/**
 * What each side of a thread has read, and the offline notice: `noticeReadIdx` is `lastReadIdx` as it was
 * when a notice was claimed; another notice is due only once they have read further (lastReadIdx grew).
 */
export const chatReads = pgTable(
  'chat_reads',
  {
    threadIdx: integer('thread_idx')
      .notNull()
      .references(() => chatThreads.threadIdx),
    participant: text('participant', { enum: CHAT_PARTICIPANT_VALUES }).notNull(),
    lastReadIdx: bigint('last_read_idx', { mode: 'number' }).notNull().default(0),
    noticeReadIdx: bigint('notice_read_idx', { mode: 'number' }),
    noticedAt: timestamp('noticed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.threadIdx, t.participant] })],
);

/** Staff's canned answers (자주 쓰는 답변). */
export const chatCannedAnswers = pgTable('chat_canned_answers', {
  cannedAnswerIdx: integer('canned_answer_idx').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
