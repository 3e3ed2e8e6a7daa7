import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  apartmentAreas,
  apartments,
  chatCannedAnswers,
  chatMessages,
  chatReads,
  chatThreads,
  orderLines,
  orders,
  partners,
  residentHomes,
  residents,
  type ChatParticipant,
  type ChatPhotoRow,
} from '../../db/schema';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type ReadRow = typeof chatReads.$inferSelect;
export type CannedAnswerRow = typeof chatCannedAnswers.$inferSelect;

/**
 * Every message insert takes this transaction lock first, so message ids are handed out and committed in one
 * order: whoever sees message N sees every message before it, and a stream resuming after N misses none.
 */
const MESSAGE_ORDER_LOCK = 1_667_002_016;

/** Who is looking: which threads they may see, and which side of a thread they are. */
export type Viewer =
  | { role: 'resident'; residentIdx: number }
  | { role: 'partner'; partnerIdx: number; accountIdx: number }
  | { role: 'staff'; staffIdx: number };

/** The threads a viewer may see, as a condition on chat_threads. */
export function visibleThreads(viewer: Viewer): SQL {
  switch (viewer.role) {
    case 'resident':
      return eq(chatThreads.residentIdx, viewer.residentIdx);
    case 'partner':
      return and(eq(chatThreads.kind, 'order'), eq(chatThreads.partnerIdx, viewer.partnerIdx))!;
    case 'staff':
      return eq(chatThreads.kind, 'staff');
  }
}

// ---- Threads -----------------------------------------------------------------------------------------

export async function findThread(db: DbOrTx, threadIdx: number): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(chatThreads).where(eq(chatThreads.threadIdx, threadIdx)).limit(1);
  return row;
}

export async function lockThread(tx: Tx, threadIdx: number): Promise<ThreadRow | undefined> {
  const [row] = await tx.select().from(chatThreads).where(eq(chatThreads.threadIdx, threadIdx)).for('update').limit(1);
  return row;
}

export async function findOpenStaffThread(db: DbOrTx, residentIdx: number): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.kind, 'staff'), eq(chatThreads.status, 'open'), eq(chatThreads.residentIdx, residentIdx)))
    .limit(1);
  return row;
}

export async function findOrderThread(db: DbOrTx, orderIdx: number, partnerIdx: number): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.kind, 'order'), eq(chatThreads.orderIdx, orderIdx), eq(chatThreads.partnerIdx, partnerIdx)))
    .limit(1);
  return row;
}

/** Inserts a thread and both sides' read rows; nothing when the unique indexes say it exists already. */
export async function insertThread(
  tx: Tx,
  values: Pick<typeof chatThreads.$inferInsert, 'kind' | 'residentIdx' | 'orderIdx' | 'partnerIdx' | 'lineIdx' | 'planApplicationIdx'>,
): Promise<ThreadRow | undefined> {
  // A plan handed over (상담 요청) waits for staff like a resident's message does.
  const waiting = values.kind === 'staff' && values.planApplicationIdx != null ? { waitingSince: sql`now()` } : {};
  const [row] = await tx.insert(chatThreads).values({ ...values, ...waiting }).onConflictDoNothing().returning();
  if (!row) return undefined;
  const other: ChatParticipant = row.kind === 'staff' ? 'staff' : 'partner';
  await tx.insert(chatReads).values([
    { threadIdx: row.threadIdx, participant: 'resident' },
    { threadIdx: row.threadIdx, participant: other },
  ]);
  return row;
}

export async function attachPlan(db: DbOrTx, threadIdx: number, planApplicationIdx: number): Promise<void> {
  await db
    .update(chatThreads)
    .set({ planApplicationIdx, waitingSince: sql`coalesce(${chatThreads.waitingSince}, now())`, updatedAt: sql`now()` })
    .where(and(eq(chatThreads.threadIdx, threadIdx), eq(chatThreads.kind, 'staff')));
}

/** Moves a staff thread's status; undefined when it was not in the other state (nothing changed). */
export async function setStatus(db: DbOrTx, threadIdx: number, status: 'open' | 'closed'): Promise<ThreadRow | undefined> {
  const [row] = await db
    .update(chatThreads)
    .set({ status, updatedAt: sql`now()`, ...(status === 'closed' ? { waitingSince: null } : {}) })
    .where(and(eq(chatThreads.threadIdx, threadIdx), eq(chatThreads.kind, 'staff'), ne(chatThreads.status, status)))
    .returning();
  return row;
}

export interface ThreadListOptions {
  limit: number;
  /** Staff inbox: which threads, unanswered (oldest wait) first. */
  staffFilter?: 'unanswered' | 'open' | 'all';
}

export async function listThreads(db: DbOrTx, viewer: Viewer, options: ThreadListOptions): Promise<ThreadRow[]> {
  const conditions: SQL[] = [visibleThreads(viewer)];
  const filter = options.staffFilter;
  if (filter === 'open') conditions.push(eq(chatThreads.status, 'open'));
  if (filter === 'unanswered') conditions.push(eq(chatThreads.status, 'open'), isNotNull(chatThreads.waitingSince));
  const order =
    viewer.role === 'staff'
      ? [sql`${chatThreads.waitingSince} asc nulls last`, desc(chatThreads.lastMessageIdx), desc(chatThreads.threadIdx)]
      : [desc(chatThreads.lastMessageIdx), desc(chatThreads.threadIdx)];
  return db
    .select()
    .from(chatThreads)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit);
}

// ---- What threads show -------------------------------------------------------------------------------

export async function linesOf(db: DbOrTx, lineIdxs: number[]) {
  if (lineIdxs.length === 0) return [];
  return db
    .select({
      lineIdx: orderLines.lineIdx,
      orderIdx: orderLines.orderIdx,
      partnerIdx: orderLines.partnerIdx,
      itemName: orderLines.itemName,
      companyName: orderLines.companyName,
      visitDate: orderLines.visitDate,
      visitHour: orderLines.visitHour,
      status: orderLines.status,
      orderNo: orders.orderNo,
      merchantUid: orders.merchantUid,
      residentIdx: orders.residentIdx,
      buyerName: orders.buyerName,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(inArray(orderLines.lineIdx, lineIdxs));
}
export type LineInfo = Awaited<ReturnType<typeof linesOf>>[number];

export async function lineForChat(db: DbOrTx, lineIdx: number): Promise<LineInfo | undefined> {
  const [row] = await linesOf(db, [lineIdx]);
  return row;
}

export async function partnerNames(db: DbOrTx, partnerIdxs: number[]): Promise<Map<number, string>> {
  if (partnerIdxs.length === 0) return new Map();
  const rows = await db
    .select({ partnerIdx: partners.partnerIdx, companyName: partners.companyName })
    .from(partners)
    .where(inArray(partners.partnerIdx, partnerIdxs));
  return new Map(rows.map((r) => [r.partnerIdx, r.companyName]));
}

export async function residentNames(db: DbOrTx, residentIdxs: number[]): Promise<Map<number, { name: string | null; phone: string | null }>> {
  if (residentIdxs.length === 0) return new Map();
  const rows = await db
    .select({ residentIdx: residents.residentIdx, name: residents.name, phone: residents.phone })
    .from(residents)
    .where(inArray(residents.residentIdx, residentIdxs));
  return new Map(rows.map((r) => [r.residentIdx, { name: r.name, phone: r.phone }]));
}

export async function messagesByIdx(db: DbOrTx, messageIdxs: number[]): Promise<MessageRow[]> {
  if (messageIdxs.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.messageIdx, messageIdxs));
}

export async function readsOf(db: DbOrTx, threadIdxs: number[]): Promise<ReadRow[]> {
  if (threadIdxs.length === 0) return [];
  return db.select().from(chatReads).where(inArray(chatReads.threadIdx, threadIdxs));
}

/**
 * Unread counts for one side of several threads: messages after what that side read, written by someone else.
 */
export async function unreadCounts(db: DbOrTx, threadIdxs: number[], participant: ChatParticipant): Promise<Map<number, number>> {
  if (threadIdxs.length === 0) return new Map();
  const rows = await db
    .select({ threadIdx: chatMessages.threadIdx, n: count() })
    .from(chatMessages)
    .innerJoin(chatReads, and(eq(chatReads.threadIdx, chatMessages.threadIdx), eq(chatReads.participant, participant)))
    .where(
      and(
        inArray(chatMessages.threadIdx, threadIdxs),
        gt(chatMessages.messageIdx, chatReads.lastReadIdx),
        ne(chatMessages.sender, participant),
      ),
    )
    .groupBy(chatMessages.threadIdx);
  return new Map(rows.map((r) => [r.threadIdx, Number(r.n)]));
}

// ---- Messages ----------------------------------------------------------------------------------------

export async function findByClientKey(db: DbOrTx, threadIdx: number, sender: string, clientKey: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadIdx, threadIdx), eq(chatMessages.sender, sender as MessageRow['sender']), eq(chatMessages.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** Takes the message-order lock (see MESSAGE_ORDER_LOCK) for the rest of the transaction. */
export async function takeMessageOrderLock(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
}

export async function insertMessage(
  tx: Tx,
  values: {
    threadIdx: number;
    sender: MessageRow['sender'];
    senderIdx: number | null;
    senderName: string;
    text: string;
    masked: boolean;
    photos: ChatPhotoRow[];
    clientKey: string | null;
  },
): Promise<MessageRow | undefined> {
  const [row] = await tx.insert(chatMessages).values(values).onConflictDoNothing().returning();
  return row;
}

/** After a message: the thread's last message, and the staff inbox's wait (a resident waits, staff answer). */
export async function recordLastMessage(tx: Tx, thread: ThreadRow, message: MessageRow): Promise<void> {
  const waiting =
    thread.kind !== 'staff'
      ? {}
      : message.sender === 'resident' || message.sender === 'system'
        ? { waitingSince: sql`coalesce(${chatThreads.waitingSince}, ${message.createdAt.toISOString()}::timestamptz)` }
        : message.sender === 'staff'
          ? { waitingSince: null }
          : {};
  await tx
    .update(chatThreads)
    .set({ lastMessageIdx: message.messageIdx, lastMessageAt: message.createdAt, updatedAt: sql`now()`, ...waiting })
    .where(eq(chatThreads.threadIdx, thread.threadIdx));
}

/** A closed staff thread opens again when the resident writes (the unique index allows one open per resident). */
export async function reopenForResident(tx: Tx, threadIdx: number): Promise<void> {
  await tx
    .update(chatThreads)
    .set({ status: 'open', updatedAt: sql`now()` })
    .where(and(eq(chatThreads.threadIdx, threadIdx), eq(chatThreads.status, 'closed')));
}

/** Whether `sender` wrote anything in the thread that `reader` has not read, before `beforeIdx`. */
export async function hasEarlierUnread(tx: DbOrTx, threadIdx: number, senderSide: string, readerLastRead: number, beforeIdx: number) {
  const [row] = await tx
    .select({ messageIdx: chatMessages.messageIdx })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadIdx, threadIdx),
        eq(chatMessages.sender, senderSide as MessageRow['sender']),
        gt(chatMessages.messageIdx, readerLastRead),
        lt(chatMessages.messageIdx, beforeIdx),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The oldest message not read by `participant` and written by another side, after `afterIdx`. */
export async function oldestUnreadFor(db: DbOrTx, threadIdx: number, participant: ChatParticipant, afterIdx: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadIdx, threadIdx),
        gt(chatMessages.messageIdx, afterIdx),
        notInArray(chatMessages.sender, [participant, 'system']),
      ),
    )
    .orderBy(asc(chatMessages.messageIdx))
    .limit(1);
  return row;
}

export async function findRead(db: DbOrTx, threadIdx: number, participant: ChatParticipant): Promise<ReadRow | undefined> {
  const [row] = await db
    .select()
    .from(chatReads)
    .where(and(eq(chatReads.threadIdx, threadIdx), eq(chatReads.participant, participant)))
    .limit(1);
  return row;
}

/** Moves a side's read mark forward only (a smaller number changes nothing); the row when it moved. */
export async function moveReadForward(db: DbOrTx, threadIdx: number, participant: ChatParticipant, messageIdx: number): Promise<ReadRow | undefined> {
  const [row] = await db
    .update(chatReads)
    .set({ lastReadIdx: messageIdx, updatedAt: sql`now()` })
    .where(and(eq(chatReads.threadIdx, threadIdx), eq(chatReads.participant, participant), lt(chatReads.lastReadIdx, messageIdx)))
    .returning();
  return row;
}

/**
 * Claims the offline notice of one side for a message: only while the message is unread and no notice was
 * sent since they last read (noticeReadIdx < lastReadIdx, or never). Concurrent runs claim it once.
 */
export async function claimNotice(db: DbOrTx, threadIdx: number, participant: ChatParticipant, messageIdx: number): Promise<ReadRow | undefined> {
  const [row] = await db
    .update(chatReads)
    .set({ noticeReadIdx: sql`${chatReads.lastReadIdx}`, noticedAt: sql`now()` })
    .where(
      and(
        eq(chatReads.threadIdx, threadIdx),
        eq(chatReads.participant, participant),
        lt(chatReads.lastReadIdx, messageIdx),
        sql`(${chatReads.noticeReadIdx} is null or ${chatReads.noticeReadIdx} < ${chatReads.lastReadIdx})`,
      ),
    )
    .returning();
  return row;
}

export interface MessagePageQuery {
  after?: number;
  before?: number;
  limit: number;
}

/** One page of a thread, oldest first; one more row than asked tells whether there is more. */
export async function pageOfMessages(db: DbOrTx, threadIdx: number, query: MessagePageQuery): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const take = query.limit + 1;
  if (query.after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.threadIdx, threadIdx), gt(chatMessages.messageIdx, query.after)))
      .orderBy(asc(chatMessages.messageIdx))
      .limit(take);
    return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadIdx, threadIdx), ...(query.before !== undefined ? [lt(chatMessages.messageIdx, query.before)] : [])))
    .orderBy(desc(chatMessages.messageIdx))
    .limit(take);
  return { rows: rows.slice(0, query.limit).reverse(), hasMore: rows.length > query.limit };
}

/** What a stream sends next: the messages after `cursor` in the threads the viewer may see, in id order. */
export async function messagesAfter(db: DbOrTx, viewer: Viewer, cursor: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.threadIdx, chatMessages.threadIdx))
    .where(and(gt(chatMessages.messageIdx, cursor), visibleThreads(viewer)))
    .orderBy(asc(chatMessages.messageIdx))
    .limit(limit);
  return rows.map((r) => r.message);
}

/** The newest message id there is (a stream without Last-Event-ID starts after it). */
export async function latestMessageIdx(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ m: sql<string | null>`max(${chatMessages.messageIdx})` }).from(chatMessages);
  return row?.m ? Number(row.m) : 0;
}

export async function findMessage(db: DbOrTx, messageIdx: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.messageIdx, messageIdx)).limit(1);
  return row;
}

// ---- Staff side panel --------------------------------------------------------------------------------

export async function homesOf(db: DbOrTx, residentIdx: number) {
  return db
    .select({
      homeIdx: residentHomes.homeIdx,
      apartmentName: apartments.name,
      dong: residentHomes.dong,
      ho: residentHomes.ho,
      pyeong: apartmentAreas.pyeong,
      moveInDate: residentHomes.moveInDate,
    })
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residentHomes.areaIdx))
    .where(eq(residentHomes.residentIdx, residentIdx))
    .orderBy(desc(residentHomes.isCurrent), desc(residentHomes.homeIdx))
    .limit(10);
}

export async function recentOrderLines(db: DbOrTx, residentIdx: number, limit: number) {
  return db
    .select({
      orderIdx: orders.orderIdx,
      orderNo: orders.orderNo,
      lineIdx: orderLines.lineIdx,
      itemName: orderLines.itemName,
      companyName: orderLines.companyName,
      status: orderLines.status,
      visitDate: orderLines.visitDate,
      price: orderLines.payAmount,
      createdAt: orderLines.createdAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(and(eq(orders.residentIdx, residentIdx), notInArray(orderLines.status, ['payment_pending', 'payment_failed'])))
    .orderBy(desc(orderLines.lineIdx))
    .limit(limit);
}

// ---- Canned answers ----------------------------------------------------------------------------------

export async function listCanned(db: DbOrTx): Promise<CannedAnswerRow[]> {
  return db.select().from(chatCannedAnswers).orderBy(asc(chatCannedAnswers.title), asc(chatCannedAnswers.cannedAnswerIdx));
}

/** Serialises adding canned answers, so the count checked is the count the insert lands on. */
const CANNED_LIMIT_LOCK = 1_667_002_017;

/**
 * Adds a canned answer unless the team already keeps `max` of them (then undefined). The count and the insert
 * run under one transaction lock: two staff adding the last free place at once cannot both get it.
 */
export async function insertCannedWithinLimit(
  tx: Tx,
  values: { title: string; text: string; createdBy: number },
  max: number,
): Promise<CannedAnswerRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CANNED_LIMIT_LOCK})`);
  const [kept] = await tx.select({ n: count() }).from(chatCannedAnswers);
  if (Number(kept?.n ?? 0) >= max) return undefined;
  const [row] = await tx.insert(chatCannedAnswers).values(values).returning();
  return row;
}

export async function updateCanned(db: DbOrTx, idx: number, values: { title?: string; text?: string }): Promise<CannedAnswerRow | undefined> {
  const [row] = await db
    .update(chatCannedAnswers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(chatCannedAnswers.cannedAnswerIdx, idx))
    .returning();
  return row;
}

export async function deleteCanned(db: DbOrTx, idx: number): Promise<boolean> {
  const rows = await db.delete(chatCannedAnswers).where(eq(chatCannedAnswers.cannedAnswerIdx, idx)).returning({ idx: chatCannedAnswers.cannedAnswerIdx });
  return rows.length > 0;
}
