import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

export function listPublished(db: DbOrTx) {
  return db.select().from(events).where(eq(events.isPublished, true)).orderBy(asc(events.sortOrder), asc(events.eventIdx));
}

export async function findPublished(db: DbOrTx, eventIdx: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.eventIdx, eventIdx), eq(events.isPublished, true)))
    .limit(1);
  return row;
}
