import { seoulInstant } from '@ipju/contract';
import type { coupons } from '../../db/schema';

/**
 * Demo coupons: what an item page offers for download, codes handed out in marketing, and the native
 * app's welcome coupon. Dates are Korean time; amounts in won.
 */
export type SeedCoupon = Omit<typeof coupons.$inferInsert, 'couponIdx' | 'issuedCount' | 'createdAt'>;

const endOf = (ymd: string) => seoulInstant(ymd, '23:59:59');

/** The code the demo resident has already registered (one copy in 내 쿠폰). */
export const DEMO_REGISTERED_CODE = 'WELCOME2026';

export const COUPONS: SeedCoupon[] = [
  {
    name: '입주청소 10% 할인 쿠폰',
    description: '입주청소를 200,000원 이상 결제하면 10%를 최대 30,000원까지 할인해 드려요. 받은 날부터 30일 동안 쓸 수 있어요.',
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 30_000,
    minOrderAmount: 200_000,
    categoryCodes: ['cleaning'],
    validFrom: seoulInstant('2026-11-01'),
    validUntil: endOf('2027-03-31'),
    validDays: 30,
    downloadable: true,
  },
  {
    name: '줄눈 시공 20,000원 할인 쿠폰',
    description: '줄눈 시공을 300,000원 이상 결제하면 20,000원을 할인해 드려요. 선착순 500장 한정이에요.',
    discountType: 'fixed',
    discountValue: 20_000,
    minOrderAmount: 300_000,
    categoryCodes: ['tljoint'],
    validFrom: seoulInstant('2026-11-01'),
    validUntil: endOf('2027-02-28'),
    totalLimit: 500,
    downloadable: true,
  },
  {
    name: '탄성코트 5% 할인 쿠폰',
    description: '탄성코트 시공 금액의 5%를 최대 50,000원까지 할인해 드려요. 받은 날부터 30일 동안 쓸 수 있어요.',
    discountType: 'percent',
    discountValue: 5,
    maxDiscount: 50_000,
    minOrderAmount: 0,
    categoryCodes: ['coatpnt'],
    validFrom: seoulInstant('2026-11-01'),
    validUntil: endOf('2027-06-30'),
    validDays: 30,
    downloadable: true,
  },
  {
    name: '입주 웰컴 10,000원 쿠폰',
    description: '모든 서비스에서 100,000원 이상 결제하면 10,000원을 할인해 드려요. 쿠폰 코드 WELCOME2026으로 등록해 주세요.',
    discountType: 'fixed',
    discountValue: 10_000,
    minOrderAmount: 100_000,
    validFrom: seoulInstant('2026-01-01'),
    validUntil: endOf('2027-06-30'),
    code: DEMO_REGISTERED_CODE,
  },
  {
    name: '입주 5,000원 할인 쿠폰',
    description: '모든 서비스에 쓸 수 있는 5,000원 할인 쿠폰이에요. 쿠폰 코드 IPJU5000으로 등록해 주세요.',
    discountType: 'fixed',
    discountValue: 5_000,
    minOrderAmount: 50_000,
    validFrom: seoulInstant('2026-11-01'),
    validUntil: endOf('2027-12-31'),
    code: 'IPJU5000',
  },
  {
    name: '앱 전용 15,000원 할인 쿠폰',
    description: '입주 앱에서 처음 한 번 받을 수 있어요. 모든 서비스에서 150,000원 이상 결제하면 15,000원을 할인해 드려요.',
    discountType: 'fixed',
    discountValue: 15_000,
    minOrderAmount: 150_000,
    validFrom: seoulInstant('2026-11-01'),
    validUntil: endOf('2027-12-31'),
    validDays: 60,
    appReward: true,
  },
];

/** The neighbour who signed up with the demo resident's referral code (the demo's referral reward). */
export const DEMO_NEIGHBOUR = {
  phone: '01098765432',
  name: '박이웃',
  referralCode: 'IPJU5678',
} as const;

/** The demo resident's points: 12,000P in two ledger entries. */
export const DEMO_EVENT_POINTS = { amount: 7_000, memo: '입주 준비 이벤트 적립' } as const;
