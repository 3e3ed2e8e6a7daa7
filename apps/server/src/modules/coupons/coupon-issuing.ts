import { seoulDateParts } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { copyExpiry } from './coupon-rules';
import * as repo from './coupons.repository';
import type { CouponRow } from './coupons.repository';

/** How a copy reached the resident (resident_coupons.source). */
export type CopySource = 'download' | 'code' | 'app';

export const SOLD_OUT = '쿠폰이 모두 소진되었어요.';

const fieldError = (code: 'VALIDATION' | 'CONFLICT' | 'NOT_FOUND', field: string, message: string) =>
  new AppError(code, message, [{ field, message }]);

const koreanDay = (d: Date) => {
  const { year, month, day } = seoulDateParts(d);
  return `${year}년 ${month}월 ${day}일`;
};

/** The resident already holds as many copies as one person may. */
export function perPersonLimitMessage(limit: number, already: string) {
  return `${already} 1인당 ${limit}장까지 받을 수 있어요.`;
}

/** Refuses a coupon outside its validity window (400 naming the field). */
export function assertWithinValidity(coupon: CouponRow, now: Date, field: string, what: { notYet: string; ended: string }) {
  if (coupon.validFrom > now) {
    throw fieldError('VALIDATION', field, `${what.notYet} ${koreanDay(coupon.validFrom)}부터 받을 수 있어요.`);
  }
  if (coupon.validUntil && coupon.validUntil <= now) throw fieldError('VALIDATION', field, what.ended);
}

/**
 * Issues one copy inside the caller's transaction: takes one from the issuance cap (a conditional
 * increment that also locks the coupon row until commit, so issuing one coupon is serialised), then
 * counts the resident's copies under that lock and refuses past the per-person limit. A refusal throws, so
 * the caller's transaction rolls the increment back. The copy lasts until min(validUntil, now + validDays).
 */
export async function issueCopy(
  tx: DbOrTx,
  input: { couponIdx: number; residentIdx: number; source: CopySource; now: Date; field: string; already: string },
) {
  const coupon = await repo.takeIssuance(tx, input.couponIdx);
  if (!coupon) {
    const current = await repo.findCoupon(tx, input.couponIdx);
    if (!current?.isActive) throw fieldError('NOT_FOUND', input.field, '쿠폰을 찾을 수 없어요. 종료되었거나 없는 쿠폰이에요.');
    throw fieldError('CONFLICT', input.field, SOLD_OUT);
  }
  const held = (await repo.countHeld(tx, input.residentIdx, [coupon.couponIdx])).get(coupon.couponIdx) ?? 0;
  if (held >= coupon.perPersonLimit) {
    throw fieldError('CONFLICT', input.field, perPersonLimitMessage(coupon.perPersonLimit, input.already));
  }
  return repo.insertCopy(tx, {
    couponIdx: coupon.couponIdx,
    residentIdx: input.residentIdx,
    source: input.source,
    issuedAt: input.now,
    expiresAt: copyExpiry(coupon, input.now),
  });
}
