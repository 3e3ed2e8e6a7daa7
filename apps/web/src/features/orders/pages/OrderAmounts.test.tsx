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
  });
});
