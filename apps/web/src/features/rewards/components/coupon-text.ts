import type { Coupon, MyCoupon } from '@ipju/contract';
import { daysUntil, dDayLabel } from '../../../lib/date-time';
import { formatDate, formatWon } from '../../../lib/format';

/** '10% (최대 30,000원)', '10,000원'. */
export function discountText(coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscount'>): string {
  if (coupon.discountType === 'percent') {
    return coupon.maxDiscount ? `${coupon.discountValue}% (최대 ${formatWon(coupon.maxDiscount)})` : `${coupon.discountValue}%`;
  }
  return formatWon(coupon.discountValue);
}

/** '200,000원 이상 결제 시', '금액 조건 없음'. */
export function minOrderText(minOrderAmount: number): string {
  return minOrderAmount > 0 ? `${formatWon(minOrderAmount)} 이상 결제 시` : '금액 조건 없음';
}

/** A held copy's end: '2026.12.05 (토)까지', or '기한 없음'. */
export function expiryText(coupon: Pick<MyCoupon, 'expiresAt'>): string {
  return coupon.expiresAt ? `${formatDate(coupon.expiresAt)}까지` : '기한 없음';
}

/** Within this many days a usable coupon shows its D-day ('D-3'); further out only the date. */
export const DDAY_WITHIN_DAYS = 30;

/** 'D-3' while a held copy can still be used and ends within DDAY_WITHIN_DAYS. */
export function couponDDay(coupon: Pick<MyCoupon, 'expiresAt' | 'status'>, now = new Date()): string | null {
  if (coupon.status !== 'available' || !coupon.expiresAt) return null;
  const days = daysUntil(coupon.expiresAt, now);
  if (days === null || days > DDAY_WITHIN_DAYS) return null;
  return dDayLabel(coupon.expiresAt, now);
}

/** A usable coupon that ends within 7 days (the server's expiringSoon). */
export function expiresSoon(coupon: Pick<MyCoupon, 'expiresAt' | 'status'>, now = new Date()): boolean {
  if (coupon.status !== 'available' || !coupon.expiresAt) return false;
  const days = daysUntil(coupon.expiresAt, now);
  return days !== null && days >= 0 && days <= 7;
}

/** How long a coupon not yet received lasts: '받은 날부터 30일', '2027.03.31 (수)까지'. */
export function validityText(coupon: Pick<Coupon, 'validDays' | 'validUntil'>): string {
  if (coupon.validDays) {
    return coupon.validUntil
      ? `받은 날부터 ${coupon.validDays}일 (${formatDate(coupon.validUntil, { weekday: false })}까지)`
      : `받은 날부터 ${coupon.validDays}일`;
  }
  return coupon.validUntil ? `${formatDate(coupon.validUntil)}까지` : '기한 없음';
}
