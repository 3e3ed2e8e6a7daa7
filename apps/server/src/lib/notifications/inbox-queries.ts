import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { partnerPushes, residentPushes } from '../../db/schema';

/**
 * The reads and marks of a notification inbox, written once for both inboxes (a resident's 알림 and a company's
 * console 알림): the two tables share their entry columns (db/schema/inbox-columns.ts) and differ in their owner
 * column. `inboxOf(residentPushes, residentPushes.residentIdx)` gives the resident's; every query is scoped to
 * one owner, and a single entry is looked up by its key alone (the caller checks the owner: another owner's
 * entry is a 404).
 */
type InboxTable = typeof residentPushes | typeof partnerPushes;

export interface Inbox<Row> {
  /** A page of the owner's entries, newest first, older than `before` when given; one more than asked tells a next page. */
  listPushes(db: DbOrTx, ownerIdx: number, page: { before?: number; limit: number }): Promise<Row[]>;
  countUnread(db: DbOrTx, ownerIdx: number): Promise<number>;
  findPush(db: DbOrTx, pushIdx: number): Promise<Row | undefined>;
  /** Read and tapped now; the first read and tap times are kept. */
  markClicked(db: DbOrTx, push: Row, now: Date): Promise<Row>;
  /** Every unread entry of the owner read now; how many there were. */
  markAllRead(db: DbOrTx, ownerIdx: number, now: Date): Promise<number>;
}

/** The column that says whose an entry is, of that table: a resident's entries by resident, a company's by company. */
type OwnerColumn<T extends InboxTable> = T extends typeof residentPushes ? typeof residentPushes.residentIdx : typeof partnerPushes.partnerIdx;

export function inboxOf<T extends InboxTable>(table: T, owner: OwnerColumn<T>): Inbox<T['$inferSelect']> {
  // Drizzle cannot infer through a union of tables, so the queries are typed against one of them; the owner
  // column and the shared entry columns are what they touch, and those are the same in both.
  const t = table as typeof residentPushes;
  const ownerColumn = owner as typeof residentPushes.residentIdx;
  const inbox: Inbox<typeof residentPushes.$inferSelect> = {
    listPushes: (db, ownerIdx, page) =>
      db
        .select()
        .from(t)
        .where(and(eq(ownerColumn, ownerIdx), page.before ? lt(t.pushIdx, page.before) : undefined))
        .orderBy(desc(t.pushIdx))
        .limit(page.limit + 1),
    async countUnread(db, ownerIdx) {
      const [row] = await db
        .select({ n: count() })
        .from(t)
        .where(and(eq(ownerColumn, ownerIdx), isNull(t.readAt)));
      return Number(row?.n ?? 0);
    },
    async findPush(db, pushIdx) {
      const [row] = await db.select().from(t).where(eq(t.pushIdx, pushIdx)).limit(1);
      return row;
    },
    async markClicked(db, push, now) {
      const [row] = await db
        .update(t)
        .set({ readAt: push.readAt ?? now, clickedAt: push.clickedAt ?? now })
        .where(eq(t.pushIdx, push.pushIdx))
        .returning();
      return row!;
    },
    async markAllRead(db, ownerIdx, now) {
      const rows = await db
        .update(t)
        .set({ readAt: now })
        .where(and(eq(ownerColumn, ownerIdx), isNull(t.readAt)))
        .returning({ pushIdx: t.pushIdx });
      return rows.length;
    },
  };
  return inbox as unknown as Inbox<T['$inferSelect']>;
}
