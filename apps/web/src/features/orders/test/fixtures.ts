import type { Order, OrderLine } from '@ipju/contract';
import { CLEANING_POLICY, NO_JOB } from '../../../test/commerce-fixtures';

export function makeLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const line: Omit<OrderLine, 'paidAmount'> = {
    itemIdx: 101,
    itemName: '입주청소 스탠다드',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
    partner: { partnerIdx: 1, companyName: '깨끗한집 입주청소' },
    apartment: { apartmentIdx: 1, name: '잠실래미안아이파크' },
    pyeong: 34,
    pyeongTier: { optionIdx: 10102, name: '25~34평', pyeongMin: null, pyeongMax: null },
    options: [{ optionIdx: 10102, groupName: '평형', kind: 'pyeong', name: '25~34평', price: 440000 }],
    quantity: 1,
    tz: '2026-12-10',
    time: 9,
    timeLabel: '오전 9시',
    lineIdx: 1,
    job: NO_JOB,
    visitTimes: [
      { hour: 9, label: '오전 9시' },
      { hour: 13, label: '오후 1시' },
    ],
    status: 'awaiting_work',
    statusLabel: '시공대기',
    regularPrice: 440000,
    specialDiscount: 44000,
    specialLabel: '단지 특가',
    price: 396000,
    couponIdx: null,
    couponName: null,
    couponDiscount: 0,
    pointsUsed: 0,
    payAmount: 396000,
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
      refundAmount: 396000,
      refundPoints: 0,
      couponRestored: false,
      message: '방문 3일 전까지는 전액 환불돼요.',
    },
    refundPolicy: CLEANING_POLICY,
    ...overrides,
  };
  // What PortOne charged: nothing before payment, else the amount less a balance still to come (반반 결제).
  const unpaid = line.status === 'payment_pending' || line.status === 'awaiting_deposit' || line.status === 'payment_failed';
  return { ...line, paidAmount: overrides.paidAmount ?? (unpaid ? 0 : line.payAmount - line.unpaidAmount) };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const lines = overrides.lines ?? [makeLine()];
  const sum = (pick: (l: OrderLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    visit: null,
    merchantUid: 'ipju_20261122_ABCDEFGHIJ',
    orderNo: '2611-22-0042',
    orderName: lines.length > 1 ? `${lines[0]!.itemName} 외 ${lines.length - 1}건` : lines[0]!.itemName,
    status: 'awaiting_work',
    statusLabel: '시공대기',
    paymentStatus: 'paid',
    payMethod: 'card',
    payMethodLabel: '신용카드',
    cashReceipt: null,
    balance: null,
    createdAt: '2026-11-22T03:00:00.000Z',
    paidAt: '2026-11-22T03:01:00.000Z',
    regularTotal: sum((l) => l.regularPrice),
    specialDiscount: sum((l) => l.specialDiscount),
    itemsTotal: sum((l) => l.price),
    couponDiscount: sum((l) => l.couponDiscount),
    pointsUsed: sum((l) => l.pointsUsed),
    amount: sum((l) => l.payAmount),
    refundedAmount: sum((l) => l.refundedAmount),
    refundedPoints: sum((l) => l.refundedPoints),
    vbank: null,
    receiptUrl: '/sandbox/portone/receipts/imp_1',
    failReason: null,
    lines,
    voucher: null,
    purchasePoints: 3960,
    history: [
      {
        eventIdx: 1,
        lineIdx: 1,
        itemName: lines[0]!.itemName,
        kind: 'status',
        status: 'awaiting_work',
        statusLabel: '시공대기',
        actor: 'system',
        message: '결제가 완료되었어요.',
        createdAt: '2026-11-22T03:01:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The line after a full refund. */
export function cancelledLine(line: OrderLine): OrderLine {
  return {
    ...line,
    status: 'cancelled',
    statusLabel: '주문취소',
    refundedAmount: line.cancelQuote.refundAmount,
    refundedPoints: line.cancelQuote.refundPoints,
    cancelFee: line.cancelQuote.fee,
    cancelReason: '일정이 바뀌었어요',
    canCancel: false,
    canChangeDate: false,
    cancelQuote: { ...line.cancelQuote, cancellable: false, reason: '이미 취소된 서비스예요.' },
  };
}
