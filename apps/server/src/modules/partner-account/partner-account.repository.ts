import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deviceTokens, partnerAccounts, partners, sessions } from '../../db/schema';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ account: partnerAccounts, partnerWithdrawnAt: partners.withdrawnAt })
    .from(partnerAccounts)
    .innerJoin(partners, eq(partners.partnerIdx, partnerAccounts.partnerIdx))
    .where(eq(partnerAccounts.email, email))
    .limit(1);
  return row;
}

export async function findProfileRow(db: DbOrTx, accountIdx: number) {
  const [row] = await db
    .select({ partner: partners, account: partnerAccounts })
    .from(partnerAccounts)
    .innerJoin(partners, eq(partners.partnerIdx, partnerAccounts.partnerIdx))
    .where(and(eq(partnerAccounts.accountIdx, accountIdx), isNull(partnerAccounts.disabledAt)))
    .limit(1);
  return row;
}
export type PartnerProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function recordLogin(db: DbOrTx, accountIdx: number, passwordHash?: string) {
  await db
    .update(partnerAccounts)
    .set({ lastLoginAt: new Date(), ...(passwordHash ? { passwordHash } : {}) })
    .where(eq(partnerAccounts.accountIdx, accountIdx));
}

/**
 * Partner withdrawal: the company leaves ipju. Its row and business data stay (existing orders, reviews
 * and settlements refer to them) and it is marked withdrawn; every account of the company is disabled,
 * its staff's name and e-mail are replaced (the e-mail becomes free again) and the password made unusable,
 * all their sessions end, and its phones get no more pushes (their push tokens go).
 */
export async function withdrawPartner(db: DbOrTx, partnerIdx: number) {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(partners).set({ withdrawnAt: now }).where(and(eq(partners.partnerIdx, partnerIdx), isNull(partners.withdrawnAt)));
    const accounts = await tx
      .select({ accountIdx: partnerAccounts.accountIdx })
      .from(partnerAccounts)
      .where(eq(partnerAccounts.partnerIdx, partnerIdx));
    for (const { accountIdx } of accounts) {
      await tx
        .update(partnerAccounts)
        .set({
          disabledAt: now,
          email: `withdrawn-${accountIdx}@withdrawn.invalid`,
          name: '탈퇴한 계정',
          passwordHash: '!',
        })
        .where(eq(partnerAccounts.accountIdx, accountIdx));
      await tx.delete(sessions).where(and(eq(sessions.role, 'partner'), eq(sessions.subjectIdx, accountIdx)));
    }
    await tx.delete(deviceTokens).where(and(eq(deviceTokens.ownerRole, 'partner'), eq(deviceTokens.ownerIdx, partnerIdx)));
  });
}
