/** Test data of the cart and payment flow (shared by features/cart and features/checkout tests). */
import type { BillingInitResult, BillingQuote, BillingResult, CartLine, Order, OrderLine, PaymentRequest, ResidentHome, UsableCoupon, VisitCheck } from '@ipju/contract';

/** The 입주청소 refund policy as the server describes it (shared by the commerce test data). */
/** An order line's job before the company has taken any step (no photos). */
export const NO_JOB: OrderLine['job'] = {
  step: 'booked',
  stepLabel: '확정 전',
  residentMessage: null,
  confirmedAt: null,
  departedAt: null,
  arrivalWindow: null,
  proposal: null,
  lastAnswer: null,
  photos: { before: [], after: [] },
};

export const CLEANING_POLICY = {
  policyKey: 'cleaning',
  freeCancelDays: 3,
  lateFeePercent: 10,
  sameDayFeePercent: 30,
  dateChangeDays: 2,
  summary: '방문 3일 전까지 무료 취소, 2일 전~1일 전 취소 수수료 10%, 방문 당일 30%.',
};

export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    cartIdx: 1,
    itemIdx: 101,
    itemName: '입주청소 스탠다드',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
    partner: { partnerIdx: 1, companyName: '깨끗한집 입주청소' },
    apartment: { apartmentIdx: 1, name: '잠실래미안아이파크' },
    pyeong: 34,
    pyeongTier: { optionIdx: 10102, name: '25~34평', pyeongMin: 25, pyeongMax: 34 },
    options: [
      { optionIdx: 10102, groupName: '평형', kind: 'pyeong', name: '25~34평', price: 408000 },
      { optionIdx: 10105, groupName: '추가 옵션', kind: 'addon', name: '곰팡이 제거', price: 30000 },
    ],
    quantity: 1,
    tz: '2027-01-13',
    time: 9,
    timeLabel: '오전 9시',
    visitTimes: [
      { hour: 9, label: '오전 9시' },
      { hour: 13, label: '오후 1시' },
    ],
    regularTotal: 438000,
    discountAmount: 61300,
    discountRate: 14,
    price: 376700,
    priceType: 'special',
    specialLabel: '입주민 공동구매 특가',
    addedPrice: 376700,
    priceChanged: false,
    available: true,
    unavailableReason: null,
    refundPolicy: CLEANING_POLICY,
    createdAt: '2026-11-22T13:49:05.337Z',
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<BillingQuote> = {}): BillingQuote {
  return {
    lines: [
      {
        cartIdx: 1,
        itemIdx: 101,
        itemName: '입주청소 스탠다드',
        categoryCode: 'cleaning',
        categoryName: '입주청소',
        regularTotal: 438000,
        discountRate: 14,
        price: 376700,
        couponIdx: null,
        couponDiscount: 0,
        pointsUsed: 0,
        payAmount: 376700,
      },
    ],
    regularTotal: 438000,
    specialDiscount: 61300,
    itemsTotal: 376700,
    couponDiscount: 0,
    pointsUsed: 0,
    amount: 376700,
    pointBalance: 12000,
    maxUsablePoints: 12000,
    coupons: [],
    voucher: null,
    purchasePoints: 3760,
    refundPolicies: [{ categoryCode: 'cleaning', categoryName: '입주청소', policy: CLEANING_POLICY }],
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<UsableCoupon> = {}): UsableCoupon {
  return {
    couponIdx: 4,
    name: '입주 웰컴 10,000원 쿠폰',
    description: '모든 서비스에서 100,000원 이상 결제하면 10,000원을 할인해 드려요.',
    discountType: 'fixed',
    discountValue: 10000,
    maxDiscount: null,
    minOrderAmount: 100000,
    scopeLabel: '모든 서비스',
    categoryCodes: [],
    itemIdxs: [],
    validFrom: '2025-12-31T15:00:00.000Z',
    validUntil: '2027-06-30T14:59:59.000Z',
    validDays: null,
    perPersonLimit: 1,
    remaining: null,
    residentCouponIdx: 1,
    status: 'available',
    issuedAt: '2026-11-15T01:00:00.000Z',
    expiresAt: '2027-06-30T14:59:59.000Z',
    usedAt: null,
    merchantUid: null,
    usable: true,
    reason: null,
    discount: 10000,
    eligibleCartIdxs: [1],
    ...overrides,
  };
}

export function makePaymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    impCode: 'imp12345678',
    pg: 'html5_inicis',
    payMethod: 'card',
    merchantUid: 'ipju_20261122_abcdefghij',
    name: '입주청소 스탠다드',
    amount: 376700,
    buyerName: '김입주',
    buyerTel: '010-1234-5678',
    buyerEmail: null,
    mRedirectUrl: 'https://ipju.example/payment/result',
    noticeUrl: 'https://ipju.example/api/v2/billings/webhook',
    vbankDue: null,
    checkoutUrl: null,
    ...overrides,
  };
}

export function makeInit(overrides: Partial<BillingInitResult> = {}): BillingInitResult {
  return {
    merchantUid: 'ipju_20261122_abcdefghij',
    orderNo: '2611-22-0007',
    amount: 376700,
    orderName: '입주청소 스탠다드',
    payMethod: 'card',
    paid: false,
    payment: makePaymentRequest(),
    quote: makeQuote(),
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const line = makeCartLine();
  return {
    visit: null,
    merchantUid: 'ipju_20261122_abcdefghij',
    orderNo: '2611-22-0007',
    orderName: '입주청소 스탠다드',
    status: 'awaiting_work',
    statusLabel: '시공대기',
    paymentStatus: 'paid',
    payMethod: 'card',
    payMethodLabel: '신용카드',
    cashReceipt: null,
    balance: null,
    createdAt: '2026-11-22T13:50:00.000Z',
    paidAt: '2026-11-22T13:51:00.000Z',
    regularTotal: 438000,
    specialDiscount: 61300,
    itemsTotal: 376700,
    couponDiscount: 0,
    pointsUsed: 0,
    amount: 376700,
    refundedAmount: 0,
    refundedPoints: 0,
    vbank: null,
    receiptUrl: null,
    failReason: null,
    lines: [
      {
        job: NO_JOB,
        itemIdx: line.itemIdx,
        itemName: line.itemName,
        categoryCode: line.categoryCode,
        categoryName: line.categoryName,
        thumbnailUrl: line.thumbnailUrl,
        partner: line.partner,
        apartment: line.apartment,
        pyeong: line.pyeong,
        pyeongTier: line.pyeongTier,
        options: line.options,
        visitTimes: line.visitTimes,
        quantity: 1,
        tz: '2027-01-13',
        time: 9,
        timeLabel: '오전 9시',
        lineIdx: 1,
        status: 'awaiting_work',
        statusLabel: '시공대기',
        regularPrice: 438000,
        specialDiscount: 61300,
        specialLabel: '입주민 공동구매 특가',
        price: 376700,
        couponIdx: null,
        couponName: null,
        couponDiscount: 0,
        pointsUsed: 0,
        payAmount: 376700,
        paidAmount: 376700,
        unpaidAmount: 0,
        voucherAmount: 0,
        refundedAmount: 0,
        refundedPoints: 0,
        cancelFee: 0,
        cancelReason: null,
        refundPending: false,
        cancelledAt: null,
        startedAt: null,
        completedAt: null,
        confirmedAt: null,
        canCancel: true,
        canChangeDate: true,
        canConfirm: false,
        cancelQuote: {
          cancellable: true,
          reason: null,
          fee: 0,
          refundAmount: 376700,
          refundPoints: 0,
          couponRestored: false,
          message: '방문 3일 전까지는 전액 환불돼요.',
        },
        refundPolicy: CLEANING_POLICY,
      },
    ],
    voucher: null,
    purchasePoints: 0,
    history: [],
    ...overrides,
  };
}

export function makeResult(outcome: BillingResult['outcome'], order: Partial<Order> = {}, message = ''): BillingResult {
  return { outcome, message, order: makeOrder(order) };
}

/** A signed-in resident for AuthProvider's initialState. */
export const signedIn = {
  initialized: true,
  isLoggedIn: true,
  user: {
    residentIdx: 5,
    name: '김입주',
    phone: '010-1234-5678',
    email: null,
    complexName: null,
    apartmentIdx: null,
    areaIdx: null,
    pyeong: null,
    dong: null,
    ho: null,
    agreements: { terms: true, privacy: true, ageOver14: true, marketing: false, agreedAt: null, marketingAgreedAt: null },
    referralCode: 'ABCD1234',
    signInMethods: ['phone' as const],
    createdAt: '2026-11-01T00:00:00.000Z',
  },
};

/** The resident's current home in the cart line's complex (101동 1203호). */
export function makeHome(overrides: Partial<ResidentHome> = {}): ResidentHome {
  return {
    homeIdx: 31,
    apartmentIdx: 1,
    complexName: '잠실래미안아이파크',
    address: '서울특별시 송파구 올림픽로 300',
    areaIdx: 7,
    pyeong: 34,
    typeName: '84A',
    dong: '101',
    ho: '1203',
    moveInDate: '2027-01-20',
    isCurrent: true,
    ...overrides,
  };
}

/** The server's visit check: the line's company and no double booking. */
export function makeVisitCheck(overrides: Partial<VisitCheck> = {}): VisitCheck {
  const companies = overrides.companies ?? ['깨끗한집 입주청소'];
  return {
    companies,
    consentText: `제공받는 자: ${companies.join(', ')}\n제공 목적: 예약한 서비스의 방문과 일정 연락`,
    duplicates: [],
    ...overrides,
  };
}
