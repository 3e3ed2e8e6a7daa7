import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pointLedger, residents } from '../../db/schema';

export async function findReferralCode(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select({ referralCode: residents.referralCode })
    .from(residents)
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
    .limit(1);
  return row?.referralCode;
}

/** Neighbours who signed up with the resident's code. */
export async function countReferred(db: DbOrTx, residentIdx: number) {
  const [row] = await db.select({ n: count() }).from(residents).where(eq(residents.referredByIdx, residentIdx));
  return row?.n ?? 0;
}

/** Points the resident received for referrals. */
export async function referralPoints(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.residentIdx, residentIdx), eq(pointLedger.reason, 'referral')));
  return row?.sum ?? 0;
}
