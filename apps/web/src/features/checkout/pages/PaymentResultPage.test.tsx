import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock } from '../../../test/api-mock';
import { makeOrder, makeResult, signedIn } from '../../../test/commerce-fixtures';
import { createTestQueryClient, page, renderInShell } from '../../../test/test-utils';
import { cartKeys } from '../../cart';
import { billingDetailQuery } from '../../orders';
import { routes } from '../routes';

// Lazy routes and queries take longer when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

const UID = 'ipju_20261122_abcdefghij';

/** In the real shell, signed in, under StrictMode (effects run twice in development). */
function renderResult(search: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(cartKeys.count(), 1);
  const { router } = renderInShell(
    [{ index: true, element: page('홈 화면') }, { path: '/cart', element: page('장바구니 화면') }, ...routes],
    { path: `/payment/result${search}`, auth: signedIn, queryClient, strict: true },
  );
  return { router, queryClient };
}

const vbankOrder = makeOrder({
  status: 'awaiting_deposit',
  statusLabel: '입금대기',
  paymentStatus: 'vbank_issued',
  payMethod: 'vbank',
  payMethodLabel: '무통장입금',
  paidAt: null,
  vbank: { bankName: 'KB국민은행', accountNumber: '12345678901234', holder: '(주)입주', dueAt: '2026-11-25T04:30:00.000Z' },
  lines: makeOrder().lines.map((l) => ({ ...l, status: 'awaiting_deposit' as const, statusLabel: '입금대기' })),
});

/** The payment page's draft of the visit details (features/checkout/lib/visit-draft.ts). */
const VISIT_DRAFT = 'ipju.draft.checkout.visit';

beforeEach(() => {
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 0 });
  window.sessionStorage.setItem('ipju.pendingPayment', UID);
  window.sessionStorage.setItem(VISIT_DRAFT, JSON.stringify({ key: '5/101', savedAt: Date.now(), values: { entryCode: '1203#' } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('/payment/result', () => {
  it('paid: reports the payment once, shows the services, dates and amount, and refreshes the cart', async () => {
    apiMock.reportBillingSuccess.mockResolvedValue({ status: 'success', data: makeResult('paid', {}, '결제가 완료되었어요.') });
    const { queryClient } = renderResult(`?imp_uid=imp_123&merchant_uid=${UID}&imp_success=true`);

    expect(await screen.findByRole('heading', { name: '결제가 완료되었어요' })).toBeInTheDocument();
    expect(apiMock.reportBillingSuccess).toHaveBeenCalledTimes(1);
    expect(apiMock.reportBillingSuccess).toHaveBeenCalledWith({ body: { impUid: 'imp_123', merchantUid: UID } });
    expect(screen.getByText('입주청소 스탠다드')).toBeInTheDocument();
    expect(screen.getByText('시공대기')).toBeInTheDocument();
    expect(screen.getByText('희망일 2027.01.13 (수) 오전 9시')).toBeInTheDocument();
    expect(screen.getByText('376,700원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '주문 내역 보기' })).toHaveAttribute('href', `/my-page/orders/${UID}`);
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(cartKeys.count())?.isInvalidated).toBe(true));
    expect(window.sessionStorage.getItem('ipju.pendingPayment')).toBeNull();
    // The visit details typed for it (with the 공동현관 비밀번호) are not kept once it is paid.
    await waitFor(() => expect(window.sessionStorage.getItem(VISIT_DRAFT)).toBeNull());
  });

  it('virtual account: bank, account (copyable), holder, amount, deadline; the demo deposit confirms it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 0, message: null, response: {} }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    apiMock.reportBillingSuccess.mockResolvedValue({ status: 'success', data: makeResult('vbank_issued', vbankOrder) });
    apiMock.getBillingDetail.mockResolvedValue({ status: 'success', data: makeOrder({ payMethod: 'vbank', payMethodLabel: '무통장입금' }) });
    renderResult(`?imp_uid=imp_vb1&merchant_uid=${UID}&imp_success=true`);

    expect(await screen.findByRole('heading', { name: '입금 계좌를 안내해 드려요' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: '입금 계좌' });
    expect(within(account).getByText('KB국민은행')).toBeInTheDocument();
    expect(within(account).getByText('1234-5678-9012-34')).toBeInTheDocument();
    expect(within(account).getByText('(주)입주')).toBeInTheDocument();
    expect(within(account).getByText('376,700원')).toBeInTheDocument();
    expect(within(account).getByText('2026.11.25 (수) 오후 1시 30분까지')).toBeInTheDocument();
    expect(screen.getByText('입금대기')).toBeInTheDocument();

    await user.click(within(account).getByRole('button', { name: '복사하기' }));
    expect(writeText).toHaveBeenCalledWith('12345678901234');
    expect(await screen.findByText('계좌번호를 복사했어요')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '데모: 입금 완료 처리' }));
    expect(await screen.findByRole('heading', { name: '입금이 확인되었어요' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/sandbox/portone/vbank/deposit',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: JSON.stringify({ imp_uid: 'imp_vb1' }) }),
    );
    expect(apiMock.getBillingDetail).toHaveBeenCalledWith({ merchantUid: UID });
    expect(screen.getByText('시공대기')).toBeInTheDocument();
  });

  it('failed: says so with the server message and leads back to the cart', async () => {
    const user = userEvent.setup();
    apiMock.reportBillingSuccess.mockResolvedValue({
      status: 'success',
      data: makeResult(
        'failed',
        { status: 'payment_failed', statusLabel: '결제실패', paymentStatus: 'failed', failReason: '[결제실패] 카드 한도가 부족해요.' },
        '결제에 실패했어요: [결제실패] 카드 한도가 부족해요. 담았던 서비스는 장바구니에 다시 넣어 두었어요.',
      ),
    });
    const { router } = renderResult(`?imp_uid=imp_9&merchant_uid=${UID}&imp_success=false&error_msg=%5B%EA%B2%B0%EC%A0%9C%EC%8B%A4%ED%8C%A8%5D`);
    expect(await screen.findByRole('heading', { name: '결제가 완료되지 않았어요' })).toBeInTheDocument();
    expect(screen.getByText(/카드 한도가 부족해요\. 담았던 서비스는 장바구니에 다시 넣어 두었어요\./)).toBeInTheDocument();
    // What was typed on the payment page waits for 결제하기 again.
    expect(window.sessionStorage.getItem(VISIT_DRAFT)).toContain('1203#');
    await user.click(screen.getByRole('link', { name: '장바구니로 가기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('pending: offers to check again', async () => {
    const user = userEvent.setup();
    apiMock.reportBillingSuccess.mockResolvedValueOnce({
      status: 'success',
      data: makeResult('pending', { paymentStatus: 'ready', status: 'payment_pending', statusLabel: '결제대기' }, '결제를 확인하고 있어요. 잠시 후 다시 확인해 주세요.'),
    });
    apiMock.reportBillingSuccess.mockResolvedValueOnce({ status: 'success', data: makeResult('paid') });
    renderResult(`?imp_uid=imp_5&merchant_uid=${UID}&imp_success=true`);
    expect(await screen.findByRole('heading', { name: '결제를 확인하고 있어요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 확인하기' }));
    expect(await screen.findByRole('heading', { name: '결제가 완료되었어요' })).toBeInTheDocument();
    expect(apiMock.reportBillingSuccess).toHaveBeenCalledTimes(2);
  });

  it('window closed (no imp_uid): the services go back to the cart, once', async () => {
    apiMock.returnBillingToCart.mockResolvedValue({ status: 'success', data: { restored: 2, cartIdxs: [7, 8], count: 3 } });
    renderResult(`?merchant_uid=${UID}&imp_success=false&error_msg=%EC%82%AC%EC%9A%A9%EC%9E%90%EA%B0%80%20%EC%B7%A8%EC%86%8C`);
    expect(await screen.findByRole('heading', { name: '결제를 그만두었어요' })).toBeInTheDocument();
    expect(screen.getByText(/담았던 서비스 2개를 장바구니에 다시 담아 두었어요/)).toBeInTheDocument();
    expect(apiMock.returnBillingToCart).toHaveBeenCalledTimes(1);
    expect(apiMock.returnBillingToCart).toHaveBeenCalledWith({ body: { merchantUid: UID } });
    expect(apiMock.reportBillingSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '장바구니로 가기' })).toHaveAttribute('href', '/cart');
  });

  it('window closed but already paid (409): shows the order as it is', async () => {
    apiMock.returnBillingToCart.mockRejectedValue(apiError(409, '이미 결제가 완료된 주문이에요. 주문 내역에서 확인해 주세요.'));
    apiMock.getBillingDetail.mockResolvedValue({ status: 'success', data: makeOrder() });
    renderResult(`?merchant_uid=${UID}`);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었어요' })).toBeInTheDocument();
  });

  it('paid by coupons and points at init (paid=true): shows the paid order without a payment report', async () => {
    apiMock.getBillingDetail.mockResolvedValue({ status: 'success', data: makeOrder({ amount: 0, couponDiscount: 10_000, pointsUsed: 366_700, payMethodLabel: '쿠폰·포인트 결제' }) });
    const { queryClient } = renderResult(`?merchant_uid=${UID}&paid=true`);
    expect(await screen.findByRole('heading', { name: '결제가 완료되었어요' })).toBeInTheDocument();
    expect(screen.getByText('-366,700P')).toBeInTheDocument();
    expect(apiMock.reportBillingSuccess).not.toHaveBeenCalled();
    expect(apiMock.returnBillingToCart).not.toHaveBeenCalled();
    // The order read here is the orders feature's one cache entry, which a cancel on the order page replaces.
    expect(queryClient.getQueryData(billingDetailQuery(UID).queryKey)?.pointsUsed).toBe(366_700);
  });

  it('a failed check says what to do next', async () => {
    apiMock.reportBillingSuccess.mockRejectedValue(apiError(503, '결제사와 연결하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    renderResult(`?imp_uid=imp_1&merchant_uid=${UID}&imp_success=true`);
    expect(await screen.findByRole('heading', { name: '결제 결과를 확인하지 못했어요' })).toBeInTheDocument();
    expect(screen.getByText('결제사와 연결하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 확인하기' })).toBeInTheDocument();
  });
});
