import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createFilesRepository(db: Db) {
  return {
    async insert(values: NewUpload): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      return row!;
    },

    async findByKey(key: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
      return row;
    },

    /** Claims the slot: succeeds once, only while unexpired and unused (concurrent uploads race here). */
    async markUploaded(key: string, sizeBytes: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ uploadedAt: now, sizeBytes })
        .where(and(eq(uploads.key, key), isNull(uploads.uploadedAt), gt(uploads.expiresAt, now)))
        .returning({ key: uploads.key });
      return rows.length === 1;
    },

    /** The owner's finished uploads of one type among `keys` (other keys are someone else's or not uploaded). */
    async findOwnedUploaded(keys: string[], type: string, ownerRole: string, ownerIdx: number): Promise<UploadRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(uploads)
        .where(
          and(
            inArray(uploads.key, keys),
            eq(uploads.type, type),
            eq(uploads.ownerRole, ownerRole),
            eq(uploads.ownerIdx, ownerIdx),
            isNotNull(uploads.uploadedAt),
          ),
        );
    },

    /** Releases a claimed slot when storing the bytes failed, so the same URL can be retried. */
    async unmarkUploaded(key: string): Promise<void> {
      await db.update(uploads).set({ uploadedAt: null, sizeBytes: null }).where(eq(uploads.key, key));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
