import { categoryLabel, type Coupon, type MyCoupon } from '@ipju/contract';
import { copyStatus } from './coupon-rules';
import type { CopyWithCoupon, CouponRow } from './coupons.repository';

export type CategoryLabels = Map<string, string>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every category code the coupons name, to look their labels up in one query. */
export const categoryCodesOf = (rows: Array<Pick<CouponRow, 'categoryCodes'>>) => [
  ...new Set(rows.flatMap((r) => r.categoryCodes)),
];

/** '모든 서비스', '입주청소 전용', '입주청소·줄눈 전용', '입주청소·지정 상품 2개 전용'. */
export function scopeLabel(row: Pick<CouponRow, 'categoryCodes' | 'itemIdxs'>, labels: CategoryLabels): string {
  if (!row.categoryCodes.length && !row.itemIdxs.length) return '모든 서비스';
  const parts = row.categoryCodes.map((code) => labels.get(code) ?? categoryLabel(code));
  if (row.itemIdxs.length) parts.push(`지정 상품 ${row.itemIdxs.length}개`);
  return `${parts.join('·')} 전용`;
}

export function toCoupon(row: CouponRow, labels: CategoryLabels): Coupon {
  return {
    couponIdx: row.couponIdx,
    name: row.name,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscount: row.maxDiscount,
    minOrderAmount: row.minOrderAmount,
    scopeLabel: scopeLabel(row, labels),
    categoryCodes: row.categoryCodes,
    itemIdxs: row.itemIdxs,
    validFrom: row.validFrom.toISOString(),
    validUntil: iso(row.validUntil),
    validDays: row.validDays,
    perPersonLimit: row.perPersonLimit,
    remaining: row.totalLimit === null ? null : Math.max(0, row.totalLimit - row.issuedCount),
  };
}

export function toMyCoupon(row: CopyWithCoupon, labels: CategoryLabels, now: Date): MyCoupon {
  const { copy, coupon } = row;
  return {
    ...toCoupon(coupon, labels),
    residentCouponIdx: copy.residentCouponIdx,
    status: copyStatus(copy, coupon.isActive, now),
    issuedAt: copy.issuedAt.toISOString(),
    expiresAt: iso(copy.expiresAt),
    usedAt: iso(copy.usedAt),
    merchantUid: row.merchantUid,
  };
}
