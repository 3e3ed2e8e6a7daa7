import { createHmac } from 'node:crypto';
import { REFERRAL_POINTS } from '@ipju/contract';
import type { Tx } from '../../db/client';
import { grantPoints } from '../points';
import * as repo from './auth.repository';

/**
 * The key of a phone number in referred_phones: an HMAC-SHA256 keyed by the server secret (the OTP codes'
 * style, with its own prefix), never the number. The row is kept after withdrawal, so it must not be the
 * number, nor a plain hash that a list of every 010 number would reverse in minutes.
 */
export const referralPhoneHash = (secret: string, phone: string) =>
  createHmac('sha256', secret).update(`referral-phone:${phone}`).digest('hex');

/**
 * 5,000 points to the neighbour whose code a new account signed up with, once per phone number ever: a
 * neighbour is a person, not an account, so withdrawing and signing up again with the same number makes a
 * new account but no new reward. Call it in the sign-up transaction. The number is claimed first
 * (referred_phones, INSERT ... ON CONFLICT DO NOTHING: of racing claims exactly one inserts, the others
 * wait for it and then find the row), and only the claim's winner is recorded as referred (so the
 * referrer's referredCount counts people) and rewarded. The ledger's unique index on the referred resident
 * stays as the per-account backstop; grantPoints refuses a reward to oneself. True when it was granted.
 */
export async function rewardReferral(
  tx: Tx,
  secret: string,
  referrerIdx: number,
  referred: { residentIdx: number; phone: string },
): Promise<boolean> {
  if (!(await repo.claimReferredPhone(tx, referralPhoneHash(secret, referred.phone)))) return false;
  await repo.updateResident(tx, referred.residentIdx, { referredByIdx: referrerIdx });
  return grantPoints(tx, {
    residentIdx: referrerIdx,
    amount: REFERRAL_POINTS,
    reason: 'referral',
    referredResidentIdx: referred.residentIdx,
    memo: '내 추천 코드로 이웃이 가입했어요',
  });
}
