import { eq, sql } from 'drizzle-orm';
import { REFERRAL_POINTS, seoulInstant } from '@ipju/contract';
import { copyExpiry } from '../modules/coupons';
import { grantPoints } from '../modules/points';
import type { Tx } from '../db/client';
import { coupons, residentCoupons, residents } from '../db/schema';
import { COUPONS, DEMO_EVENT_POINTS, DEMO_NEIGHBOUR, DEMO_REGISTERED_CODE } from './data/coupons';
import { DEMO_RESIDENT } from './data/residents';

/** When the demo's rewards were given (fixed, so every seeded database looks the same). */
const GIVEN_AT = seoulInstant('2026-11-15', '10:00');

/**
 * Coupons, and the demo resident's rewards: 12,000 points through the ledger (7,000 from an event and
 * 5,000 for 박이웃, who signed up with their code) and one registered WELCOME2026 copy. Runs inside the
 * seed's transaction, after the demo resident exists.
 */
export async function insertCommerceRewards(tx: Tx) {
  const rows = await tx.insert(coupons).values(COUPONS).returning();
  const [demo] = await tx.select().from(residents).where(eq(residents.phone, DEMO_RESIDENT.phone));
  if (!demo) throw new Error('the demo resident must be seeded before its rewards');

  const [neighbour] = await tx
    .insert(residents)
    .values({
      ...DEMO_NEIGHBOUR,
      referredByIdx: demo.residentIdx,
      termsAgreedAt: GIVEN_AT,
      privacyAgreedAt: GIVEN_AT,
      ageConfirmedAt: GIVEN_AT,
      createdAt: GIVEN_AT,
    })
    .returning();

  await grantPoints(tx, { residentIdx: demo.residentIdx, amount: DEMO_EVENT_POINTS.amount, reason: 'event', memo: DEMO_EVENT_POINTS.memo });
  await grantPoints(tx, {
    residentIdx: demo.residentIdx,
    amount: REFERRAL_POINTS,
    reason: 'referral',
    referredResidentIdx: neighbour!.residentIdx,
    memo: '내 추천 코드로 이웃이 가입했어요',
  });

  const welcome = rows.find((c) => c.code === DEMO_REGISTERED_CODE)!;
  await tx.insert(residentCoupons).values({
    couponIdx: welcome.couponIdx,
    residentIdx: demo.residentIdx,
    source: 'code',
    issuedAt: GIVEN_AT,
    expiresAt: copyExpiry(welcome, GIVEN_AT),
  });
  await tx
    .update(coupons)
    .set({ issuedCount: sql`${coupons.issuedCount} + 1` })
    .where(eq(coupons.couponIdx, welcome.couponIdx));
}
