import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema';

export type StaffRow = typeof staffAccounts.$inferSelect;

export async function findByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return row;
}

export async function findActive(db: DbOrTx, staffIdx: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.staffIdx, staffIdx), isNull(staffAccounts.disabledAt)))
    .limit(1);
  return row;
}

export async function recordLogin(db: DbOrTx, staffIdx: number, passwordHash?: string) {
  await db
    .update(staffAccounts)
    .set({ lastLoginAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(staffAccounts.staffIdx, staffIdx));
}
