import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { InspectionType } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { inspectionPhotos, inspectionSpaces, inspectionTasks } from '../../db/schema';

export type TaskRow = typeof inspectionTasks.$inferSelect;
export type TaskInsert = typeof inspectionTasks.$inferInsert;
export type PhotoRow = typeof inspectionPhotos.$inferSelect;
export type PhotoInsert = typeof inspectionPhotos.$inferInsert;

/** A task with its space's current name. */
export interface ShownTask {
  task: TaskRow;
  spaceName: string | null;
}

const shownColumns = { task: inspectionTasks, spaceName: inspectionSpaces.name };

export async function listTasks(db: DbOrTx, inspectionIdx: number, filter: { type?: InspectionType; spaceIdx?: number } = {}): Promise<ShownTask[]> {
  return db
    .select(shownColumns)
    .from(inspectionTasks)
    .leftJoin(inspectionSpaces, eq(inspectionSpaces.spaceIdx, inspectionTasks.spaceIdx))
    .where(
      and(
        eq(inspectionTasks.inspectionIdx, inspectionIdx),
        filter.type ? eq(inspectionTasks.type, filter.type) : undefined,
        filter.spaceIdx ? eq(inspectionTasks.spaceIdx, filter.spaceIdx) : undefined,
      ),
    )
    .orderBy(asc(inspectionSpaces.sortOrder), asc(inspectionTasks.taskIdx));
}

/** The tasks of several inspections at once (the report's one call). */
export async function listTasksOf(db: DbOrTx, inspectionIdxs: number[]): Promise<ShownTask[]> {
  if (!inspectionIdxs.length) return [];
  return db
    .select(shownColumns)
    .from(inspectionTasks)
    .leftJoin(inspectionSpaces, eq(inspectionSpaces.spaceIdx, inspectionTasks.spaceIdx))
    .where(inArray(inspectionTasks.inspectionIdx, inspectionIdxs))
    .orderBy(asc(inspectionSpaces.sortOrder), asc(inspectionTasks.taskIdx));
}

export async function findTask(db: DbOrTx, taskIdx: number): Promise<ShownTask | undefined> {
  const [row] = await db
    .select(shownColumns)
    .from(inspectionTasks)
    .leftJoin(inspectionSpaces, eq(inspectionSpaces.spaceIdx, inspectionTasks.spaceIdx))
    .where(eq(inspectionTasks.taskIdx, taskIdx))
    .limit(1);
  return row;
}

export async function findByClientKey(db: DbOrTx, inspectionIdx: number, clientKey: string): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionTasks)
    .where(and(eq(inspectionTasks.inspectionIdx, inspectionIdx), eq(inspectionTasks.clientKey, clientKey)))
    .limit(1);
  return row;
}

/** Inserts unless the device already sent this clientKey (then undefined: read the one there). */
export async function insertTask(tx: DbOrTx, values: TaskInsert): Promise<TaskRow | undefined> {
  const [row] = await tx.insert(inspectionTasks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateTask(tx: DbOrTx, taskIdx: number, values: Partial<TaskInsert>): Promise<TaskRow> {
  const [row] = await tx
    .update(inspectionTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspectionTasks.taskIdx, taskIdx))
    .returning();
  return row!;
}

export async function deleteTasks(tx: DbOrTx, taskIdxs: number[]): Promise<number> {
  if (!taskIdxs.length) return 0;
  const rows = await tx.delete(inspectionTasks).where(inArray(inspectionTasks.taskIdx, taskIdxs)).returning({ taskIdx: inspectionTasks.taskIdx });
  return rows.length;
}

/** Tasks by id with their inspection, for a delete naming several. */
export async function findTasks(db: DbOrTx, taskIdxs: number[]): Promise<TaskRow[]> {
  if (!taskIdxs.length) return [];
  return db.select().from(inspectionTasks).where(inArray(inspectionTasks.taskIdx, taskIdxs));
}

/** The spaces of an inspection with the number of tasks of one type in each (one query). */
export async function spaceTaskCounts(db: DbOrTx, inspectionIdx: number, type: InspectionType) {
  return db
    .select({
      spaceIdx: inspectionSpaces.spaceIdx,
      name: inspectionSpaces.name,
      kind: inspectionSpaces.kind,
      sortOrder: inspectionSpaces.sortOrder,
      taskCount: sql<number>`count(${inspectionTasks.taskIdx})`.mapWith(Number),
    })
    .from(inspectionSpaces)
    .leftJoin(inspectionTasks, and(eq(inspectionTasks.spaceIdx, inspectionSpaces.spaceIdx), eq(inspectionTasks.type, type)))
    .where(eq(inspectionSpaces.inspectionIdx, inspectionIdx))
    .groupBy(inspectionSpaces.spaceIdx)
    .orderBy(asc(inspectionSpaces.sortOrder), asc(inspectionSpaces.spaceIdx));
}

// ---- Photos ----

export async function photosOfTasks(db: DbOrTx, taskIdxs: number[]): Promise<PhotoRow[]> {
  if (!taskIdxs.length) return [];
  return db.select().from(inspectionPhotos).where(inArray(inspectionPhotos.taskIdx, taskIdxs)).orderBy(asc(inspectionPhotos.photoIdx));
}

export async function photosOf(db: DbOrTx, inspectionIdxs: number[]): Promise<PhotoRow[]> {
  if (!inspectionIdxs.length) return [];
  return db.select().from(inspectionPhotos).where(inArray(inspectionPhotos.inspectionIdx, inspectionIdxs)).orderBy(asc(inspectionPhotos.photoIdx));
}

export async function unlinkedPhotos(db: DbOrTx, inspectionIdx: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.inspectionIdx, inspectionIdx), isNull(inspectionPhotos.taskIdx)))
    .orderBy(asc(inspectionPhotos.photoIdx));
}

export async function photoPage(db: DbOrTx, inspectionIdx: number, type: InspectionType | undefined, limit: number, offset: number) {
  const where = and(eq(inspectionPhotos.inspectionIdx, inspectionIdx), type ? eq(inspectionPhotos.type, type) : undefined);
  const rows = await db
    .select({ photo: inspectionPhotos, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(inspectionPhotos)
    .where(where)
    .orderBy(desc(inspectionPhotos.photoIdx))
    .limit(limit)
    .offset(offset);
  return rows;
}

export async function findPhoto(db: DbOrTx, photoIdx: number): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.photoIdx, photoIdx)).limit(1);
  return row;
}

export async function findPhotoByClientKey(db: DbOrTx, inspectionIdx: number, clientKey: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.inspectionIdx, inspectionIdx), eq(inspectionPhotos.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function insertPhoto(tx: DbOrTx, values: PhotoInsert): Promise<PhotoRow | undefined> {
  const [row] = await tx.insert(inspectionPhotos).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePhoto(tx: DbOrTx, photoIdx: number, values: Partial<PhotoInsert>): Promise<PhotoRow> {
  const [row] = await tx
    .update(inspectionPhotos)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspectionPhotos.photoIdx, photoIdx))
    .returning();
  return row!;
}

export async function deletePhoto(tx: DbOrTx, photoIdx: number): Promise<void> {
  await tx.delete(inspectionPhotos).where(eq(inspectionPhotos.photoIdx, photoIdx));
}
