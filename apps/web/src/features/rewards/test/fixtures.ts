import type { DownloadableCoupon, MyCoupon } from '@ipju/contract';

const DAY = 86_400_000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function makeCoupon(overrides: Partial<MyCoupon> = {}): MyCoupon {
  return {
    couponIdx: 1,
    name: '입주청소 10% 할인 쿠폰',
    description: '',
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 30000,
    minOrderAmount: 200000,
    scopeLabel: '입주청소 전용',
    categoryCodes: ['cleaning'],
    itemIdxs: [],
    validFrom: '2026-11-01T00:00:00.000Z',
    validUntil: '2027-03-31T14:59:59.000Z',
    validDays: 30,
    perPersonLimit: 1,
    remaining: null,
    residentCouponIdx: 1,
    status: 'available',
    issuedAt: '2026-11-20T00:00:00.000Z',
    expiresAt: inDays(3),
    usedAt: null,
    merchantUid: null,
    ...overrides,
  };
}

export function makeDownloadable(overrides: Partial<DownloadableCoupon> = {}): DownloadableCoupon {
  const { residentCouponIdx: _r, status: _s, issuedAt: _i, expiresAt: _e, usedAt: _u, merchantUid: _m, ...coupon } = makeCoupon();
  return { ...coupon, heldCount: 0, canDownload: true, reason: null, ...overrides };
}
