import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestPayModule from '../../../lib/payment/request-pay';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { makeCartLine, makeCoupon, makeHome, makeInit, makeVisitCheck, makeOrder, makePaymentRequest, makeQuote, signedIn } from '../../../test/commerce-fixtures';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

configure({ asyncUtilTimeout: 5000 });

const requestPay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/payment/request-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestPayModule>()),
  requestPay,
}));

const UID = 'ipju_20261122_abcdefghij';
const half = { first: 188_350, second: 188_350, dueDays: 7 };
const requested = makeOrder({
  balance: { firstAmount: 188_350, amount: 188_350, status: 'requested', statusLabel: '잔금 결제 대기 · 12월 8일까지', dueAt: '2026-12-08T03:00:00.000Z', paidAt: null, payable: true },
});

beforeEach(() => {
  window.sessionStorage.clear();
  requestPay.mockReset().mockResolvedValue(undefined);
});

const render = (path: string) => renderInShell([{ path: '/cart', element: page('장바구니 화면') }, ...routes], { path, auth: signedIn });

describe('반반 결제 at checkout', () => {
  beforeEach(() => {
    apiMock.getCart.mockResolvedValue(ok({ lines: [makeCartLine()], count: 1, totals: { regularTotal: 438000, discountAmount: 61300, total: 376700 } }));
    apiMock.getCartCount.mockResolvedValue(ok(1));
    apiMock.quoteBilling.mockResolvedValue(ok(makeQuote({ halfPayment: half })));
    apiMock.listUsableCoupons.mockResolvedValue(ok([makeCoupon()]));
  apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [makeHome()] }));
  apiMock.checkBillingVisit.mockResolvedValue(ok(makeVisitCheck()));
    apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [makeHome()] }));
    apiMock.checkBillingVisit.mockResolvedValue(ok(makeVisitCheck()));
    apiMock.initBilling.mockResolvedValue(ok(makeInit({ amount: 188_350 })));
  });

  it('offers the server halves, pays the first half, and is not offered with 무통장입금', async () => {
    const user = userEvent.setup();
    render('/payment?cartIdxs=1');
    await screen.findByTestId('payment-amount');
    const option = screen.getByRole('checkbox', { name: /반반 결제/ });
    expect(option).toHaveAccessibleDescription(/오늘 188,350원, 시공이 끝나면 잔금 188,350원을 7일 안에 결제해요/);
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    expect(option).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '신용카드' }));
    await user.click(option);
    await user.click(screen.getByRole('checkbox', { name: '주문 내용과 취소·환불 규정을 확인했어요 (필수)' }));
    // What the visit needs (main's visit section): entry, parking and the consent.
    await user.click(screen.getByRole('button', { name: '관리사무소 방문' }));
    await user.click(screen.getByRole('button', { name: '지하주차장 이용 가능' }));
    await user.click(await screen.findByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' }));
    await user.click(screen.getByRole('button', { name: '188,350원 결제하기 (반반)' }));
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    const body = (apiMock.initBilling.mock.calls[0]![0] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ payMethod: 'card', splitPayment: true });
  });
});

describe('/payment/balance/:merchantUid', () => {
  it('shows the balance and its deadline and pays it through PortOne with its own order number', async () => {
    const user = userEvent.setup();
    apiMock.getBillingDetail.mockResolvedValue(ok(requested));
    apiMock.payBillingBalance.mockResolvedValue(
      ok({ merchantUid: `${UID}_2`, amount: 188_350, paid: false as const, payment: makePaymentRequest({ merchantUid: `${UID}_2`, amount: 188_350 }) }),
    );
    render(`/payment/balance/${UID}`);
    expect(await screen.findByRole('heading', { name: '잔금을 결제해 주세요' })).toBeInTheDocument();
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('188,350원');
    expect(screen.getByTestId('balance-status')).toHaveTextContent('잔금 결제 대기 · 12월 8일까지');
    expect(screen.queryByRole('radio', { name: '무통장입금' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '카카오페이' }));
    await user.click(screen.getByRole('button', { name: '잔금 188,350원 결제하기' }));
    await waitFor(() => expect(requestPay).toHaveBeenCalled());
    expect(apiMock.payBillingBalance).toHaveBeenCalledWith({ body: { merchantUid: UID, payMethod: 'kakaopay' } });
    expect(requestPay.mock.calls[0]![0]).toMatchObject({ merchantUid: `${UID}_2`, amount: 188_350 });
  });

  it('reports the payment the window came back with, once, and shows it paid', async () => {
    const paid = makeOrder({ balance: { ...requested.balance!, status: 'paid', statusLabel: '잔금 결제 완료', payable: false, paidAt: '2026-12-02T03:00:00.000Z' } });
    apiMock.reportBillingSuccess.mockResolvedValue(ok({ outcome: 'paid' as const, message: '잔금 결제가 완료되었어요.', order: paid }));
    apiMock.getBillingDetail.mockResolvedValue(ok(paid));
    render(`/payment/balance/${UID}?imp_uid=imp_b2&merchant_uid=${UID}_2&imp_success=true`);
    expect(await screen.findByRole('heading', { name: '잔금 결제가 완료되었어요' })).toBeInTheDocument();
    expect(apiMock.reportBillingSuccess).toHaveBeenCalledTimes(1);
    expect(apiMock.reportBillingSuccess).toHaveBeenCalledWith({ body: { impUid: 'imp_b2', merchantUid: `${UID}_2` } });
    expect(screen.getByRole('link', { name: '주문 내역 보기' })).toHaveAttribute('href', `/my-page/orders/${UID}`);
  });

  it('says why when the balance cannot be paid yet', async () => {
    apiMock.getBillingDetail.mockResolvedValue(ok(requested));
    apiMock.payBillingBalance.mockRejectedValue(apiError(409, '잔금 결제가 이미 끝났어요.'));
    const user = userEvent.setup();
    render(`/payment/balance/${UID}`);
    await user.click(await screen.findByRole('button', { name: '잔금 188,350원 결제하기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('잔금 결제가 이미 끝났어요.')).toBeInTheDocument();
  });
});
