import { formatPoints } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import * as repo from './points.repository';

/**
 * Every change of a resident's points, for payment, referral and events to call inside their own
 * transactions. Each one locks the resident row (SELECT ... FOR NO KEY UPDATE) so balanceAfter is exact and
 * concurrent changes queue up, writes one point_ledger row and moves residents.point_balance by the same
 * amount. The database keeps the balance at zero or more (check) and the once-only grants once-only
 * (unique indexes: one referral reward per new account; one purchase reward, one spend and one spend
 * return per order; one reward and one take-back per review). One referral reward per phone number, also
 * across withdrawal and a new sign-up, is the sign-up's claim in referred_phones (auth/referral-reward.ts).
 *
 * A reward taken back (a cancelled purchase's, a deleted review's) is taken in full: what the balance cannot
 * cover now is owed (residents.points_owed) and taken from the next points that come in, whatever brings them
 * (a reward, a refund, an unpaid order's points coming back). Taking only what the balance held let a resident
 * keep rewards for purchases they were refunded: spend or park the points in an unpaid order, cancel, then
 * get the parked points back. While anything is owed the balance is zero (a check says so), so nothing owed
 * can be spent.
 */

type Reason =
  | 'referral'
  | 'event'
  | 'purchase'
  | 'purchase_cancel'
  | 'spend'
  | 'spend_return'
  | 'refund'
  | 'review'
  | 'review_cancel'
  | 'owed_recovery';

/** The locked resident's points: the balance, and what take-backs could not take yet. */
interface Held {
  balance: number;
  owed: number;
}

interface Entry {
  amount: number;
  reason: Reason;
  orderIdx?: number;
  referredResidentIdx?: number;
  reviewIdx?: number;
  memo?: string | null;
}

async function lock(tx: DbOrTx, residentIdx: number): Promise<Held> {
  const held = await repo.lockBalance(tx, residentIdx);
  if (held === undefined) throw new AppError('NOT_FOUND', '회원을 찾을 수 없어요.');
  return held;
}

/**
 * Writes the entry and moves the balance; false (nothing changed) when a once-only index already holds it.
 * Points coming in pay what is owed first, as an 'owed_recovery' entry right after the credit.
 */
async function record(tx: DbOrTx, residentIdx: number, held: Held, entry: Entry) {
  const row = await repo.insertEntry(tx, {
    residentIdx,
    amount: entry.amount,
    balanceAfter: held.balance + entry.amount,
    reason: entry.reason,
    orderIdx: entry.orderIdx ?? null,
    referredResidentIdx: entry.referredResidentIdx ?? null,
    reviewIdx: entry.reviewIdx ?? null,
    memo: entry.memo ?? null,
  });
  if (!row) return false;
  const recovered = entry.amount > 0 ? Math.min(held.owed, entry.amount) : 0;
  if (recovered > 0) {
    await repo.insertEntry(tx, {
      residentIdx,
      amount: -recovered,
      balanceAfter: held.balance + entry.amount - recovered,
      reason: 'owed_recovery',
      memo: '적립 취소 때 보유 포인트가 모자라 빼지 못했던 포인트',
    });
  }
  await repo.moveBalance(tx, residentIdx, { balance: entry.amount - recovered, owed: -recovered });
  return true;
}

function assertAmount(amount: number, allowZero: boolean) {
  if (!Number.isInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new Error(`point amount must be a ${allowZero ? 'non-negative' : 'positive'} integer, got ${amount}`);
  }
}

/** The resident's balance and what take-backs still owe (not locked: for showing and planning). */
export async function getPoints(db: DbOrTx, residentIdx: number): Promise<Held> {
  const held = await repo.readPoints(db, residentIdx);
  if (held === undefined) throw new AppError('NOT_FOUND', '회원을 찾을 수 없어요.');
  return held;
}

export async function getPointBalance(db: DbOrTx, residentIdx: number): Promise<number> {
  return (await getPoints(db, residentIdx)).balance;
}

/** Spends points on an order (once per order). 409 naming `point` when the balance is too low. */
export async function spendPoints(tx: DbOrTx, residentIdx: number, amount: number, orderIdx: number): Promise<void> {
  if (!Number.isInteger(amount) || amount <= 0) throw invalidField('point', '사용할 포인트는 1P 이상이어야 해요.');
  const held = await lock(tx, residentIdx);
  if (held.balance < amount) {
    const message = `포인트가 부족해요. 보유 포인트: ${formatPoints(held.balance)}`;
    throw new AppError('CONFLICT', message, [{ field: 'point', message }]);
  }
  if (!(await record(tx, residentIdx, held, { amount: -amount, reason: 'spend', orderIdx }))) {
    const message = '이 주문에는 이미 포인트를 사용했어요.';
    throw new AppError('CONFLICT', message, [{ field: 'point', message }]);
  }
}

/**
 * Gives back what an order spent, for a payment that failed or was abandoned (not for cancelling paid
 * services: that is refundPoints). Once per order; returns what came back, 0 when nothing was spent or it
 * was already returned.
 */
export async function returnSpentPoints(tx: DbOrTx, residentIdx: number, orderIdx: number, memo?: string): Promise<number> {
  const held = await lock(tx, residentIdx);
  const spend = await repo.findSpend(tx, residentIdx, orderIdx);
  if (!spend) return 0;
  const back = -spend.amount;
  return (await record(tx, residentIdx, held, { amount: back, reason: 'spend_return', orderIdx, memo })) ? back : 0;
}

/** Points back for cancelled paid services (may happen several times per order). 0 does nothing. */
export async function refundPoints(tx: DbOrTx, residentIdx: number, amount: number, orderIdx: number, memo: string): Promise<void> {
  assertAmount(amount, true);
  if (amount === 0) return;
  await record(tx, residentIdx, await lock(tx, residentIdx), { amount, reason: 'refund', orderIdx, memo });
}

/**
 * Credits points. 'referral' needs referredResidentIdx (once per new account, never to oneself);
 * 'purchase' needs orderIdx (once per order); 'review' needs reviewIdx (once per review). False when it
 * was already granted (or is a self-referral).
 */
export async function grantPoints(
  tx: DbOrTx,
  input: {
    residentIdx: number;
    amount: number;
    reason: 'referral' | 'event' | 'purchase' | 'review';
    orderIdx?: number;
    referredResidentIdx?: number;
    reviewIdx?: number;
    memo?: string;
  },
): Promise<boolean> {
  assertAmount(input.amount, false);
  if (input.reason === 'referral') {
    if (input.referredResidentIdx === undefined) throw new Error('a referral grant needs referredResidentIdx');
    if (input.referredResidentIdx === input.residentIdx) return false;
  }
  if (input.reason === 'purchase' && input.orderIdx === undefined) throw new Error('a purchase grant needs orderIdx');
  if (input.reason === 'review' && input.reviewIdx === undefined) throw new Error('a review grant needs reviewIdx');
  return record(tx, input.residentIdx, await lock(tx, input.residentIdx), {
    amount: input.amount,
    reason: input.reason,
    orderIdx: input.orderIdx,
    referredResidentIdx: input.referredResidentIdx,
    reviewIdx: input.reviewIdx,
    memo: input.memo,
  });
}

/**
 * Takes a reward back in full: from the balance as far as it goes, the rest owed (taken from the next points
 * that come in; see the top of this file). Returns the amount taken back, now and later together: 0 when
 * `amount` is 0, or when a once-only index already holds this take-back (nothing is written then).
 */
async function takeBack(tx: DbOrTx, residentIdx: number, amount: number, entry: Omit<Entry, 'amount'>): Promise<number> {
  assertAmount(amount, true);
  if (amount === 0) return 0;
  const held = await lock(tx, residentIdx);
  const now = Math.min(amount, held.balance);
  if (now > 0 && !(await record(tx, residentIdx, held, { ...entry, amount: -now }))) return 0;
  // The balance is zero from here on whenever something is left: the row's check holds.
  if (amount > now) await repo.moveBalance(tx, residentIdx, { balance: 0, owed: amount - now });
  return amount;
}

/** Takes a purchase reward back (a service was cancelled); see takeBack. */
export function takeBackPoints(tx: DbOrTx, residentIdx: number, amount: number, orderIdx: number, memo: string): Promise<number> {
  return takeBack(tx, residentIdx, amount, { reason: 'purchase_cancel', orderIdx, memo });
}

/** Takes a review's reward back (the review was deleted within the set period), once per review; see takeBack. */
export function takeBackReviewReward(
  tx: DbOrTx,
  input: { residentIdx: number; amount: number; reviewIdx: number; memo?: string },
): Promise<number> {
  return takeBack(tx, input.residentIdx, input.amount, { reason: 'review_cancel', reviewIdx: input.reviewIdx, memo: input.memo });
}
