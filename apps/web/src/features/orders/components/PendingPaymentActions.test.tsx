import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as RequestPayModule from '../../../lib/payment/request-pay';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { makeInit } from '../../../test/commerce-fixtures';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeLine, makeOrder } from '../test/fixtures';

configure({ asyncUtilTimeout: 5000 });

const requestPay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/payment/request-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestPayModule>()),
  requestPay,
}));

const UID = 'ipju_20261122_ABCDEFGHIJ';
/** An order left in 결제대기 (the app closed with the payment window open), with a coupon and points held. */
const pending = makeOrder({
  status: 'payment_pending',
  statusLabel: '결제대기',
  paymentStatus: 'ready',
  paidAt: null,
  receiptUrl: null,
  couponDiscount: 10_000,
  pointsUsed: 3_000,
  amount: 383_000,
  lines: [makeLine({ status: 'payment_pending', statusLabel: '결제대기', canCancel: false, canChangeDate: false })],
});

const showOrder = () => {
  apiMock.getBillingDetail.mockResolvedValue(ok(pending));
  return renderInShell([...routes, { path: '/cart', element: page('장바구니 화면') }], { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
};

describe('an interrupted payment on the order detail', () => {
  it('결제 이어하기 opens the payment again for the same order and amount', async () => {
    apiMock.resumeBilling.mockResolvedValue(ok(makeInit({ merchantUid: UID, amount: 383_000 })));
    showOrder();
    const box = await screen.findByRole('region', { name: '결제를 마치지 않은 주문' });
    expect(within(box).getByText(/383,000원 결제가 중간에 멈췄어요/)).toBeInTheDocument();
    expect(within(box).getByText(/쓰려던 쿠폰과 포인트는 이 주문에 묶여 있어요/)).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: '결제 이어하기' }));
    await waitFor(() => expect(requestPay).toHaveBeenCalled());
    expect(apiMock.resumeBilling).toHaveBeenCalledWith({ body: { merchantUid: UID } });
    expect(requestPay.mock.calls[0]![0]).toMatchObject({ merchantUid: UID, amount: 383_000 });
  });

  it('says why when the order can no longer be resumed', async () => {
    apiMock.resumeBilling.mockRejectedValue(apiError(409, '결제를 마치지 않아 주문이 닫혔어요. 서비스는 장바구니에 다시 담아 두었으니 장바구니에서 결제해 주세요.'));
    showOrder();
    await userEvent.click(await screen.findByRole('button', { name: '결제 이어하기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('결제를 이어 갈 수 없어요')).toBeInTheDocument();
    expect(within(dialog).getByText(/장바구니에서 결제해 주세요/)).toBeInTheDocument();
  });

  it('장바구니로 돌리기 asks first, gives back the coupon and points, and goes to the cart', async () => {
    apiMock.returnBillingToCart.mockResolvedValue(ok({ restored: 1, cartIdxs: [9], count: 1 }));
    showOrder();
    await userEvent.click(await screen.findByRole('button', { name: '장바구니로 돌리기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/주문에 쓴 쿠폰과 포인트도 돌려드려요/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '장바구니로 돌리기' }));
    expect(await screen.findByText('장바구니 화면')).toBeInTheDocument();
    expect(apiMock.returnBillingToCart).toHaveBeenCalledWith({ body: { merchantUid: UID } });
  });

  it('a paid order shows no such actions', async () => {
    apiMock.getBillingDetail.mockResolvedValue(ok(makeOrder()));
    renderInShell(routes, { path: `/my-page/orders/${UID}`, auth: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: '시공대기', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '결제 이어하기' })).not.toBeInTheDocument();
  });
});
