import type { Order } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeLine, makeOrder } from '../test/fixtures';

// What a resident reads about money: the list card, the detail page and the cancel sheet say the same amounts.

const UID = 'ipju_20261122_HALFHALFHA';

/** 나노코팅 paid with 반반 결제: 154,600원 charged, 154,600원 after the work, the visit date 미정. */
function halfPaidOrder(): Order {
  const line = makeLine({
    itemName: '나노코팅',
    tz: '미정',
    time: null,
    timeLabel: null,
    regularPrice: 309200,
    specialDiscount: 0,
    specialLabel: null,
    price: 309200,
    payAmount: 309200,
    unpaidAmount: 154600,
    cancelQuote: {
      cancellable: true,
      reason: null,
      fee: 0,
      refundAmount: 154600,
      refundPoints: 0,
      couponRestored: false,
      message: '방문일이 정해지지 않아 전액 환불돼요.',
    },
  });
  return makeOrder({
    merchantUid: UID,
    lines: [line],
    balance: { firstAmount: 154600, amount: 154600, status: 'waiting', statusLabel: '시공 완료 후 잔금 요청', dueAt: null, paidAt: null, payable: false },
  });
}

/** A card of the order list showing `orders`. */
async function listCard(orders: Order[], name: RegExp) {
  apiMock.listBillings.mockResolvedValue(ok({ orders, page: 1, limit: 10, total: orders.length }));
  renderInShell(routes, { path: '/my-page/orders', auth: SIGNED_IN });
  return within(await screen.findByRole('article', { name }, { timeout: 5000 })).getByTestId('order-card-money');
}

describe('반반 결제: what was charged, and the balance', () => {
  it('the service shows the half charged and the balance to come; the cancel sheet refunds the half and says the balance is not charged', async () => {
    const order = halfPaidOrder();
    apiMock.getBillingDetail.mockResolvedValue(ok(order));
    apiMock.previewCancelBilling.mockResolvedValue(
      ok({
        lineIdxs: [1],
        refundAmount: 154600,
        refundPoints: 0,
        fee: 0,
        pointsUsed: 0,
        coupons: [],
        voucher: { now: null, after: null },
        rewardTakenBack: 0,
        sentence: '신용카드로 154,600원을 돌려받아요.',
      }),
    );
    renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });

    const line = await screen.findByRole('article', { name: '나노코팅' }, { timeout: 5000 });
    const prices = within(line).getByLabelText('나노코팅 금액');
    expect(within(prices).getByText('결제한 금액').nextElementSibling).toHaveTextContent('154,600원');
    expect(within(prices).getByText('잔금 (시공 완료 후)').nextElementSibling).toHaveTextContent('154,600원');
    // 309,200원 is the price (정가), never "paid".
    expect(within(prices).queryByText('결제 금액')).not.toBeInTheDocument();
    const amounts = screen.getByLabelText('결제 금액');
    expect(within(amounts).getByText('결제한 금액').nextElementSibling).toHaveTextContent('154,600원');

    const user = userEvent.setup();
    await user.click(within(line).getByRole('button', { name: '취소하기' }));
    const sheet = await screen.findByRole('dialog', { name: '서비스를 취소할까요?' });
    expect(within(sheet).getByText('방문일이 정해지지 않아 전액 환불돼요.')).toBeInTheDocument();
    expect(within(sheet).getByTestId('cancel-paid-amount')).toHaveTextContent('154,600원');
    expect(within(sheet).getByText('결제한 금액')).toBeInTheDocument();
    expect(within(sheet).getByTestId('cancel-refund-amount')).toHaveTextContent('154,600원');
    expect(within(sheet).getByTestId('cancel-balance-dropped')).toHaveTextContent('잔금 154,600원은 청구되지 않아요');
    expect(sheet).not.toHaveTextContent('309,200원');
  });

  it('a cancelled half-paid service: what came back, and that its balance is not charged', async () => {
    const half = halfPaidOrder();
    const line = { ...half.lines[0]!, status: 'cancelled' as const, statusLabel: '주문취소', refundedAmount: 154600, canCancel: false };
    const order = makeOrder({ ...half, lines: [line], status: 'cancelled', statusLabel: '주문취소', paymentStatus: 'cancelled', refundedAmount: 154600, balance: { ...half.balance!, amount: 0, status: 'none', statusLabel: '' } });
    apiMock.getBillingDetail.mockResolvedValue(ok(order));
    renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });

    const card = await screen.findByRole('article', { name: '나노코팅' }, { timeout: 5000 });
    expect(within(card).getByTestId('refunded-1')).toHaveTextContent('154,600원');
    expect(within(card).getByTestId('line-balance-dropped-1')).toHaveTextContent('잔금 154,600원은 청구되지 않아요');
    expect(within(screen.getByLabelText('결제 금액')).getByTestId('order-refunded')).toHaveTextContent('154,600원');
  });
});

describe('order list: cancelled and failed orders', () => {
  it('a cancelled order shows what came back and the fee kept, not the amount once paid', async () => {
    const line = makeLine({
      itemName: '입주청소 프리미엄',
      regularPrice: 892000,
      specialDiscount: 0,
      price: 892000,
      payAmount: 892000,
      status: 'cancelled',
      statusLabel: '주문취소',
      refundedAmount: 783000,
      cancelFee: 109000,
    });
    const order = makeOrder({ lines: [line], status: 'cancelled', statusLabel: '주문취소', paymentStatus: 'cancelled' });
    const money = await listCard([order], /입주청소 프리미엄/);
    expect(within(money).getByText('환불 금액').nextElementSibling).toHaveTextContent('783,000원');
    expect(within(money).getByText('취소 수수료').nextElementSibling).toHaveTextContent('109,000원');
    expect(money).not.toHaveTextContent('892,000원');
  });

  it("the cancelled order's detail page reads the same refund and fee as its list card", async () => {
    const line = makeLine({ regularPrice: 892000, specialDiscount: 0, price: 892000, payAmount: 892000, status: 'cancelled', statusLabel: '주문취소', refundedAmount: 783000, cancelFee: 109000, canCancel: false });
    const order = makeOrder({ merchantUid: UID, lines: [line], status: 'cancelled', statusLabel: '주문취소', paymentStatus: 'cancelled' });
    apiMock.getBillingDetail.mockResolvedValue(ok(order));
    renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
    const amounts = await screen.findByLabelText('결제 금액', {}, { timeout: 5000 });
    expect(within(amounts).getByText('결제 금액').nextElementSibling).toHaveTextContent('892,000원');
    expect(within(amounts).getByTestId('order-refunded')).toHaveTextContent('783,000원');
    expect(within(amounts).getByText('취소 수수료').nextElementSibling).toHaveTextContent('109,000원');
  });

  it('an order whose payment window was closed says nothing was charged', async () => {
    const line = makeLine({ itemName: '나노코팅', payAmount: 309200, price: 309200, status: 'payment_failed', statusLabel: '결제실패' });
    const order = makeOrder({ lines: [line], status: 'payment_failed', statusLabel: '결제실패', paymentStatus: 'failed', paidAt: null, receiptUrl: null });
    const money = await listCard([order], /나노코팅/);
    expect(money).toHaveTextContent('결제되지 않았어요');
    expect(money).not.toHaveTextContent('309,200원');
  });

  it('a partly cancelled order shows what is still paid and what was refunded, like its detail page', async () => {
    const kept = makeLine({ lineIdx: 1, itemName: '입주청소 스탠다드' });
    const cancelled = makeLine({
      lineIdx: 2,
      itemName: '줄눈 시공',
      regularPrice: 200000,
      specialDiscount: 0,
      price: 200000,
      payAmount: 200000,
      status: 'cancelled',
      statusLabel: '주문취소',
      refundedAmount: 180000,
      cancelFee: 20000,
    });
    const order = makeOrder({ lines: [kept, cancelled] });
    const money = await listCard([order], /입주청소 스탠다드 외 1건/);
    // 596,000원 charged, 180,000원 back: 416,000원 stays paid (the service kept and the fee).
    expect(within(money).getByText('결제 금액').nextElementSibling).toHaveTextContent('416,000원');
    expect(within(money).getByText('환불 금액').nextElementSibling).toHaveTextContent('180,000원');
    expect(within(money).getByText('취소 수수료').nextElementSibling).toHaveTextContent('20,000원');
    expect(screen.getByTestId('list-line-amount-2')).toHaveTextContent('환불 180,000원');
    expect(screen.getByTestId('list-line-amount-1')).toHaveTextContent('396,000원');
  });
});
