import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { partners, virtualNumbers } from '../../db/schema';
import { createLocalVirtualNumberProvider } from './local-provider';
import type { VirtualNumberProvider, VirtualNumberSubject } from './types';

export type { VirtualNumberProvider, VirtualNumberSubject } from './types';
export { createLocalVirtualNumberProvider } from './local-provider';
export { createHttpVirtualNumberProvider } from './http-provider';
export { formatVirtualNumber, numberExpiryAfterVisit, toCallNumber } from './format';

export interface VirtualNumberGrant {
  /** Digits only, e.g. 050710000001. */
  number: string;
  expiresAt: Date;
}

const live = (now: Date) => and(isNull(virtualNumbers.releasedAt), gt(virtualNumbers.expiresAt, now));
const isSubject = (s: VirtualNumberSubject) => and(eq(virtualNumbers.subjectKind, s.kind), eq(virtualNumbers.subjectIdx, s.idx));

/** The company's phone as digits (what a number connects the resident to); empty when it has none on record. */
export async function companyPhoneDigits(db: DbOrTx, partnerIdx: number): Promise<string> {
  const [company] = await db.select({ phone: partners.phone }).from(partners).where(eq(partners.partnerIdx, partnerIdx));
  return (company?.phone ?? '').replace(/\D/g, '');
}

/**
 * Ends a job's live number now (the job is done or cancelled), in the transaction that ends the job. The
 * number stops connecting at once; the sweep closes it at the provider.
 */
export async function endVirtualNumber(tx: DbOrTx, subject: VirtualNumberSubject): Promise<void> {
  await tx
    .update(virtualNumbers)
    // Truncated to the millisecond: liveness is judged against JavaScript times (milliseconds), and an ended
    // number must not look live to a check made in the same millisecond.
    .set({ expiresAt: sql`least(${virtualNumbers.expiresAt}, date_trunc('milliseconds', now()))` })
    .where(and(isSubject(subject), isNull(virtualNumbers.releasedAt)));
}

/**
 * The 050 안심번호 of jobs (docs/PARTNER.md): a company calls the resident through a number that works only
 * while the job is on, so the resident's own phone is never shown to it. One live number per job (a unique
 * index claims it, so concurrent requests get the same number); ending the job or passing its expiry stops
 * it, and the sweep closes expired numbers at the provider.
 */
export function createVirtualNumbers(db: Db, provider: VirtualNumberProvider = createLocalVirtualNumberProvider(db)) {
  async function findLive(tx: DbOrTx, subject: VirtualNumberSubject, now: Date) {
    const [row] = await tx.select().from(virtualNumbers).where(and(isSubject(subject), live(now))).limit(1);
    return row;
  }

  async function release(rows: { vnIdx: number; number: string }[]) {
    for (const row of rows) {
      await provider.close(row.number);
      await db.update(virtualNumbers).set({ releasedAt: new Date() }).where(and(eq(virtualNumbers.vnIdx, row.vnIdx), isNull(virtualNumbers.releasedAt)));
    }
  }

  return {
    provider,

    /**
     * The job's live number, opening one (until `expiresAt`) when it has none. Phones are digits only.
     * A job whose time is over gets a new number only when asked again with a later expiry.
     */
    async numberFor(
      subject: VirtualNumberSubject,
      pair: { partnerIdx: number; partnerPhone: string; residentPhone: string },
      expiresAt: Date,
      now: Date = new Date(),
    ): Promise<VirtualNumberGrant> {
      const existing = await findLive(db, subject, now);
      if (existing) return { number: existing.number, expiresAt: existing.expiresAt };
      // An expired number still holding the job's slot is closed first, so the new one can claim it.
      const stale = await db
        .select({ vnIdx: virtualNumbers.vnIdx, number: virtualNumbers.number })
        .from(virtualNumbers)
        .where(and(isSubject(subject), isNull(virtualNumbers.releasedAt), lte(virtualNumbers.expiresAt, now)));
      await release(stale);
      const number = await provider.open({ partnerPhone: pair.partnerPhone, residentPhone: pair.residentPhone, expiresAt });
      const [claimed] = await db
        .insert(virtualNumbers)
        .values({
          subjectKind: subject.kind,
          subjectIdx: subject.idx,
          partnerIdx: pair.partnerIdx,
          provider: provider.name,
          number,
          partnerPhone: pair.partnerPhone,
          residentPhone: pair.residentPhone,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning();
      if (claimed) return { number: claimed.number, expiresAt: claimed.expiresAt };
      // Another request opened the job's number first: give ours back and use theirs.
      await provider.close(number);
      const winner = await findLive(db, subject, now);
      if (!winner) throw new Error('virtual number claim lost without a live winner');
      return { number: winner.number, expiresAt: winner.expiresAt };
    },

    /** Whom a call to `number` from `callerPhone` rings: the other side of the pair, or null (expired, unknown, a stranger). */
    async resolve(number: string, callerPhone: string, now: Date = new Date()): Promise<string | null> {
      const [row] = await db
        .select()
        .from(virtualNumbers)
        .where(and(eq(virtualNumbers.number, number), live(now), or(eq(virtualNumbers.partnerPhone, callerPhone), eq(virtualNumbers.residentPhone, callerPhone))))
        .limit(1);
      if (!row) return null;
      return row.partnerPhone === callerPhone ? row.residentPhone : row.partnerPhone;
    },

    /** Closes expired numbers at the provider (a periodic job); how many it closed. */
    async sweep(now: Date = new Date()): Promise<number> {
      const expired = await db
        .select({ vnIdx: virtualNumbers.vnIdx, number: virtualNumbers.number })
        .from(virtualNumbers)
        .where(and(isNull(virtualNumbers.releasedAt), lte(virtualNumbers.expiresAt, now)))
        .limit(500);
      await release(expired);
      return expired.length;
    },
  };
}

export type VirtualNumbers = ReturnType<typeof createVirtualNumbers>;
