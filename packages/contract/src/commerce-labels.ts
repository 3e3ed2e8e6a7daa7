// Kept free of zod: labels and business constants of payment, coupons, points and vouchers that the web
// shows and the server enforces (SPEC sections 1, 3 and 9).

/** SPEC section 3's payment method labels. */
export const PAY_METHODS = ['card', 'vbank', 'kakaopay', 'naverpay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  card: '신용카드',
  vbank: '무통장입금',
  kakaopay: '카카오페이',
  naverpay: '네이버페이',
};

/** Shown for an order whose coupons and points covered everything (no payment window). */
export const FULLY_DISCOUNTED_LABEL = '쿠폰·포인트 결제';

/**
 * Banks for virtual-account refunds, by the bank codes PortOne's cancel API takes (refund_bank).
 * Ordered as Korean apps list them (most used first).
 */
export const REFUND_BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
  { code: '071', name: '우체국' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '031', name: 'iM뱅크(대구)' },
  { code: '032', name: '부산은행' },
  { code: '039', name: '경남은행' },
  { code: '034', name: '광주은행' },
  { code: '037', name: '전북은행' },
  { code: '035', name: '제주은행' },
] as const;
export type RefundBankCode = (typeof REFUND_BANKS)[number]['code'];

export function bankName(code: string | null | undefined): string | null {
  if (!code) return null;
  return REFUND_BANKS.find((b) => b.code === code)?.name ?? null;
}

/** SPEC section 1 and 9: 5,000 points for each neighbour who signs up with your code. */
export const REFERRAL_POINTS = 5_000;

/**
 * The payment reward event (결제 적립 이벤트): 1% of what was paid (cash and points, after coupons) comes
 * back as points when the payment is confirmed, rounded down to 10 points; taken back in proportion
 * when a service is cancelled.
 */
export const PURCHASE_POINT_RATE_PERCENT = 1;

/**
 * SPEC section 1: gift vouchers for payments of at least 800,000 / 1,000,000 / 2,000,000 / 4,000,000 won.
 * Highest tier first; an order earns the highest tier its paid total reaches.
 */
export const VOUCHER_TIERS = [
  { minAmount: 4_000_000, amount: 100_000 },
  { minAmount: 2_000_000, amount: 50_000 },
  { minAmount: 1_000_000, amount: 30_000 },
  { minAmount: 800_000, amount: 10_000 },
] as const;

/** The voucher an order total earns, or null below the lowest tier. */
export function voucherFor(total: number): { minAmount: number; amount: number } | null {
  return VOUCHER_TIERS.find((t) => total >= t.minAmount) ?? null;
}

export const POINT_REASONS = [
  'referral',
  'event',
  'purchase',
  'purchase_cancel',
  'spend',
  'spend_return',
  'refund',
  'review',
  'review_cancel',
  'owed_recovery',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

export const POINT_REASON_LABELS: Record<PointReason, string> = {
  referral: '이웃 추천 적립',
  event: '이벤트 적립',
  purchase: '결제 적립',
  purchase_cancel: '결제 적립 취소',
  spend: '결제에 사용',
  spend_return: '결제 취소로 돌려받음',
  refund: '주문 취소로 돌려받음',
  review: '후기 작성 적립',
  review_cancel: '후기 삭제로 적립 취소',
  owed_recovery: '미회수 포인트 차감',
};

export const COUPON_STATUSES = ['available', 'reserved', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  available: '사용 가능',
  reserved: '결제 진행 중',
  used: '사용 완료',
  expired: '기간 만료',
};

export const VOUCHER_STATUS_LABELS = { issued: '지급 예정', withdrawn: '지급 취소' } as const;
