import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deviceTokens, otpCodes, referredPhones, residentHomes, residents, sessions } from '../../db/schema';
import { randomReferralCode } from './referral-code';

export async function insertOtp(db: DbOrTx, values: { phone: string; codeHash: string; expiresAt: Date }) {
  const [row] = await db.insert(otpCodes).values(values).returning();
  return row!;
}

/** Only the newest code of a phone counts; sending a new one makes older ones useless. */
export async function latestOtp(db: DbOrTx, phone: string) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.otpIdx)).limit(1);
  return row;
}

/** Counts a wrong try unless the code is already spent or locked; returns the new count or null. */
export async function countWrongAttempt(db: DbOrTx, otpIdx: number, maxAttempts: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.otpIdx, otpIdx), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request used it first (single use under concurrency). */
export async function consumeOtp(db: DbOrTx, otpIdx: number, maxAttempts: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.otpIdx, otpIdx),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, maxAttempts),
        sql`${otpCodes.expiresAt} > now()`,
      ),
    )
    .returning({ otpIdx: otpCodes.otpIdx });
  return row !== undefined;
}

export async function findResidentByPhone(db: DbOrTx, phone: string) {
  const [row] = await db
    .select()
    .from(residents)
    .where(and(eq(residents.phone, phone), isNull(residents.withdrawnAt)))
    .limit(1);
  return row;
}

export async function findResidentByAppleSub(db: DbOrTx, sub: string) {
  const [row] = await db
    .select()
    .from(residents)
    .where(and(eq(residents.appleSub, sub), isNull(residents.withdrawnAt)))
    .limit(1);
  return row;
}

export async function findReferrer(db: DbOrTx, referralCode: string) {
  const [row] = await db
    .select({ residentIdx: residents.residentIdx })
    .from(residents)
    .where(and(eq(residents.referralCode, referralCode), isNull(residents.withdrawnAt)))
    .limit(1);
  return row;
}

/**
 * Claims a phone number's one referral reward (by its keyed hash). True only for the transaction whose
 * insert made the row: a number that earned it before, or one claimed by a racing sign-up, gives false
 * (the racing one waits on the key until the first commits or rolls back).
 */
export async function claimReferredPhone(tx: DbOrTx, phoneHash: string) {
  const [row] = await tx
    .insert(referredPhones)
    .values({ phoneHash })
    .onConflictDoNothing()
    .returning({ phoneHash: referredPhones.phoneHash });
  return row !== undefined;
}

type NewResident = Omit<typeof residents.$inferInsert, 'referralCode' | 'residentIdx'>;

/**
 * Inserts a resident with a fresh referral code. Returns null when the phone or Apple account was
 * registered concurrently (the caller reads that row instead); retries a referral-code collision.
 */
export async function insertResident(db: DbOrTx, values: NewResident) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(residents)
      .values({ ...values, referralCode: randomReferralCode() })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const taken = values.phone
      ? await findResidentByPhone(db, values.phone)
      : values.appleSub
        ? await findResidentByAppleSub(db, values.appleSub)
        : undefined;
    if (taken) return null;
  }
  throw new Error('could not allocate a referral code');
}

export async function updateResident(db: DbOrTx, residentIdx: number, values: Partial<typeof residents.$inferInsert>) {
  const [row] = await db
    .update(residents)
    .set(values)
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
    .returning();
  return row;
}

/**
 * Withdrawal: the row stays (orders, payments and reviews point at it and must be kept for five years
 * under the e-commerce records law), but everything that identifies the person is removed: phone,
 * name, e-mail, Apple account, unit (dong/ho) and move-in date, marketing consent; their push tokens
 * and every session are deleted. The referral code is kept (it is not personal and stays unique) but
 * no longer works. The phone is free to sign up again as a new account. Kept on purpose: when the number
 * earned a referrer the referral reward, its keyed hash in referred_phones (not the number; it cannot be
 * reversed without the server secret), so signing up again does not earn that reward a second time.
 */
export async function anonymiseResident(db: DbOrTx, residentIdx: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(residents)
      .set({
        phone: null,
        name: null,
        email: null,
        appleSub: null,
        dong: null,
        ho: null,
        moveInDate: null,
        apartmentJoinedAt: null,
        marketingAgreed: false,
        withdrawnAt: new Date(),
      })
      .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
      .returning({ residentIdx: residents.residentIdx });
    if (!row) return false;
    await tx.delete(deviceTokens).where(and(eq(deviceTokens.ownerRole, 'resident'), eq(deviceTokens.ownerIdx, residentIdx)));
    // Their homes (동·호) go with the account; orders keep the address they were booked for.
    await tx.delete(residentHomes).where(eq(residentHomes.residentIdx, residentIdx));
    await tx.delete(sessions).where(and(eq(sessions.role, 'resident'), eq(sessions.subjectIdx, residentIdx)));
    return true;
  });
}
