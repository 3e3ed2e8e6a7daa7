import type { ApiResponse } from '@ipju/api-client';
import type { BillingQuote, CheckoutCoupons, CheckoutDownloadableCoupon } from '@ipju/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, networkError } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import type * as RequestPayModule from '../../../lib/payment/request-pay';
import { routes } from '../routes';
import { makeCartLine, makeCoupon, makeHome, makeInit, makeQuote, makeVisitCheck, signedIn } from '../../../test/commerce-fixtures';

// Lazy routes and queries take longer when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

const requestPay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/payment/request-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestPayModule>()),
  requestPay,
}));

const appRoutes = [{ index: true, element: page('홈 화면') }, { path: '/cart', element: page('장바구니 화면') }, ...routes];

/** The server's quote: coupons (10,000 for WELCOME, 5,000 for the other) and points taken off. */
function quoteFor({ couponIdxs = [], point = 0 }: { couponIdxs?: number[]; point?: number }): BillingQuote {
  const couponDiscount = (couponIdxs.includes(4) ? 10_000 : 0) + (couponIdxs.includes(5) ? 5_000 : 0);
  const amount = 376_700 - couponDiscount - point;
  return makeQuote({
    couponDiscount,
    pointsUsed: point,
    amount,
    maxUsablePoints: 12_000,
    coupons: couponIdxs.map((couponIdx) => ({ couponIdx, name: couponIdx === 4 ? '입주 웰컴 10,000원 쿠폰' : '다른 쿠폰', discount: 10_000, cartIdxs: [1] })),
    voucher: null,
  });
}

/** GET /coupons/checkout's answer: held coupons, ones to download, and the server's best combination. */
function checkoutCoupons(
  held: ReturnType<typeof makeCoupon>[],
  best: { couponIdxs: number[]; discount: number } = { couponIdxs: [], discount: 0 },
  downloadable: CheckoutDownloadableCoupon[] = [],
  bestWithDownloads: CheckoutCoupons['bestWithDownloads'] = null,
): ApiResponse<'listCheckoutCoupons'> {
  return { status: 'success', data: { held, downloadable, best, bestWithDownloads } };
}

function render(path = '/payment?cartIdxs=1') {
  return renderInShell(appRoutes, { path, auth: signedIn });
}

beforeEach(() => {
  window.sessionStorage.clear();
  apiMock.getCart.mockResolvedValue({ status: 'success', data: { lines: [makeCartLine()], count: 1, totals: { regularTotal: 438000, discountAmount: 61300, total: 376700 } } });
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 1 });
  apiMock.quoteBilling.mockImplementation(async ({ body }) => ({
    status: 'success',
    data: quoteFor(body),
  }));
  apiMock.listCheckoutCoupons.mockResolvedValue(checkoutCoupons([makeCoupon()]));
  apiMock.listResidentHomes.mockResolvedValue({ status: 'success', data: { homes: [makeHome()] } });
  apiMock.checkBillingVisit.mockResolvedValue({ status: 'success', data: makeVisitCheck() });
  requestPay.mockReset().mockResolvedValue(undefined);
});

/** Fills what the visit needs besides the prefilled home and contact: entry, parking and the consent. */
async function fillVisit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '관리사무소 방문' }));
  await user.click(screen.getByRole('button', { name: '지하주차장 이용 가능' }));
  await user.click(await screen.findByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' }));
}

const VISIT_BODY = {
  visit: { dong: '101', ho: '1203', contactName: '김입주', contactPhone: '010-1234-5678', entryMethod: 'management_office', parking: 'available' },
  agreeThirdParty: true,
};

async function waitForQuote() {
  const summary = await screen.findByRole('region', { name: '결제 금액' });
  await within(summary).findByTestId('payment-amount');
  return summary;
}

describe('/payment', () => {
  it('shows the chosen line, the server quote, the reward and the refund policy before paying', async () => {
    apiMock.quoteBilling.mockResolvedValue({
      status: 'success',
      data: makeQuote({ voucher: { amount: 10_000, minAmount: 800_000 }, purchasePoints: 3760 }),
    });
    render();
    const summary = await waitForQuote();
    expect(apiMock.quoteBilling).toHaveBeenCalledWith({ body: { cartIdxs: [1], couponIdxs: [], point: 0 } });
    expect(within(summary).getByText('438,000원')).toBeInTheDocument();
    expect(within(summary).getByText('-61,300원')).toBeInTheDocument();
    expect(within(summary).getByTestId('payment-amount')).toHaveTextContent('376,700원');
    expect(screen.getByText('결제하면 10,000원 상품권을 드려요')).toBeInTheDocument();
    expect(screen.getByText('결제하면 3,760P를 적립해 드려요')).toBeInTheDocument();
    expect(screen.getByText(/방문 3일 전까지 무료 취소/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '입주청소 스탠다드' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /희망일 2027\.01\.13 \(수\) 오전 9시/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '신용카드' })).toBeChecked();
    for (const label of ['무통장입금', '카카오페이', '네이버페이']) expect(screen.getByRole('radio', { name: label })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '376,700원 결제하기' })).toBeInTheDocument();
  });

  it('applies the best combination by default, disables overlapping coupons, greys unusable ones and lets the resident change it', async () => {
    const user = userEvent.setup();
    apiMock.listCheckoutCoupons.mockResolvedValue(
      checkoutCoupons(
        [
          makeCoupon(),
          makeCoupon({ couponIdx: 5, residentCouponIdx: 2, name: '입주 5,000원 할인 쿠폰', discount: 5_000 }),
          makeCoupon({ couponIdx: 6, residentCouponIdx: 3, name: '줄눈 20,000원 할인 쿠폰', usable: false, discount: 0, eligibleCartIdxs: [], reason: '줄눈 시공에만 쓸 수 있어요' }),
        ],
        { couponIdxs: [4], discount: 10_000 },
      ),
    );
    render();
    await waitForQuote();
    expect(apiMock.listCheckoutCoupons).toHaveBeenCalledWith({ cartIdxs: [1] });
    // The server's best combination is applied without a tap.
    await waitFor(() => expect(apiMock.quoteBilling).toHaveBeenLastCalledWith({ body: { cartIdxs: [1], couponIdxs: [4], point: 0 } }));
    const row = await screen.findByRole('button', { name: /최대 할인 적용/ });
    await user.click(row);
    const sheet = await screen.findByRole('dialog', { name: '쿠폰 선택' });
    expect(within(sheet).getByTestId('coupon-best')).toHaveTextContent('최대 할인 적용 중이에요');

    const unusable = within(sheet).getByRole('checkbox', { name: /줄눈 20,000원 할인 쿠폰/ });
    expect(unusable).toBeDisabled();
    expect(within(sheet).getByText('줄눈 시공에만 쓸 수 있어요')).toBeInTheDocument();

    const welcome = within(sheet).getByRole('checkbox', { name: /입주 웰컴 10,000원 쿠폰/ });
    expect(welcome).toBeChecked();
    const other = within(sheet).getByRole('checkbox', { name: /입주 5,000원 할인 쿠폰/ });
    expect(other).toBeDisabled();
    expect(other).toHaveAccessibleDescription(/다른 쿠폰과 함께 쓸 수 없어요/);

    // The resident changes it, then goes back to the best with one tap.
    await user.click(welcome);
    await user.click(other);
    expect(other).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: '최대 할인 적용' }));
    expect(welcome).toBeChecked();
    await user.click(welcome);
    await user.click(other);
    await user.click(within(sheet).getByRole('button', { name: '쿠폰 1장 적용하기' }));
    await waitFor(() => expect(apiMock.quoteBilling).toHaveBeenLastCalledWith({ body: { cartIdxs: [1], couponIdxs: [5], point: 0 } }));
    const summary = screen.getByRole('region', { name: '결제 금액' });
    expect(await within(summary).findByText('-5,000원')).toBeInTheDocument();
    expect(screen.queryByText('최대 할인 적용')).not.toBeInTheDocument();
  });

  it('lists coupons still to download and downloads one in place', async () => {
    const user = userEvent.setup();
    const offered: CheckoutDownloadableCoupon = {
      ...makeCoupon({ couponIdx: 9, name: '입주청소 25,000원 쿠폰', discount: 25_000 }),
      heldCount: 0,
      canDownload: true,
    };
    apiMock.listCheckoutCoupons.mockResolvedValueOnce(checkoutCoupons([], undefined, [offered]));
    apiMock.downloadCoupon.mockResolvedValue({ status: 'success', data: { coupons: [makeCoupon({ couponIdx: 9, name: '입주청소 25,000원 쿠폰' })] } });
    apiMock.listCheckoutCoupons.mockResolvedValue(checkoutCoupons([makeCoupon({ couponIdx: 9, name: '입주청소 25,000원 쿠폰', discount: 25_000 })], { couponIdxs: [9], discount: 25_000 }));
    render();
    await waitForQuote();
    await user.click(screen.getByRole('button', { name: /쿠폰 고르기/ }));
    const sheet = await screen.findByRole('dialog', { name: '쿠폰 선택' });
    const list = within(sheet).getByRole('list', { name: '받을 수 있는 쿠폰' });
    expect(within(list).getByText('25,000원 할인')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /받기/ }));
    expect(apiMock.downloadCoupon).toHaveBeenCalledWith({ body: { couponIdx: 9 } });
    // Read again: now held, and the best combination (it) is applied in the sheet.
    expect(await within(sheet).findByRole('checkbox', { name: /입주청소 25,000원 쿠폰/ })).toBeChecked();
  });

  it('offers the bigger discount of coupons still to download, and one tap downloads them and applies it', async () => {
    const user = userEvent.setup();
    const held = makeCoupon({ couponIdx: 5, name: '웰컴 5,000원 쿠폰', discount: 5_000 });
    const offered: CheckoutDownloadableCoupon = {
      ...makeCoupon({ couponIdx: 9, name: '입주청소 25,000원 쿠폰', discount: 25_000 }),
      heldCount: 0,
      canDownload: true,
    };
    apiMock.listCheckoutCoupons.mockResolvedValueOnce(
      checkoutCoupons([held], { couponIdxs: [5], discount: 5_000 }, [offered], { couponIdxs: [9], downloadCouponIdxs: [9], discount: 25_000 }),
    );
    apiMock.downloadCoupon.mockResolvedValue({ status: 'success', data: { coupons: [makeCoupon({ couponIdx: 9, name: '입주청소 25,000원 쿠폰' })] } });
    apiMock.listCheckoutCoupons.mockResolvedValue(
      checkoutCoupons([held, makeCoupon({ couponIdx: 9, name: '입주청소 25,000원 쿠폰', discount: 25_000 })], { couponIdxs: [9], discount: 25_000 }),
    );
    render();
    await waitForQuote();
    await user.click(screen.getByRole('button', { name: /쿠폰 고르기/ }));
    const sheet = await screen.findByRole('dialog', { name: '쿠폰 선택' });
    const offer = within(sheet).getByTestId('coupon-best-with-downloads');
    expect(offer).toHaveTextContent('입주청소 25,000원 쿠폰을 받으면 25,000원 할인받을 수 있어요');
    // Nothing is downloaded until the resident asks.
    expect(apiMock.downloadCoupon).not.toHaveBeenCalled();
    await user.click(within(offer).getByRole('button', { name: '쿠폰 받고 최대 할인 적용' }));
    expect(apiMock.downloadCoupon).toHaveBeenCalledWith({ body: { couponIdx: 9 } });
    expect(await within(sheet).findByRole('checkbox', { name: /입주청소 25,000원 쿠폰/ })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /웰컴 5,000원 쿠폰/ })).not.toBeChecked();
    expect(within(sheet).queryByTestId('coupon-best-with-downloads')).not.toBeInTheDocument();
  });

  it('registers a coupon code in the sheet and reads the coupons again', async () => {
    const user = userEvent.setup();
    apiMock.listCheckoutCoupons.mockResolvedValueOnce(checkoutCoupons([]));
    apiMock.registerCouponCode.mockResolvedValue({ status: 'success', data: { coupons: [makeCoupon()] } });
    render();
    await waitForQuote();
    await user.click(screen.getByRole('button', { name: /쿠폰 고르기/ }));
    const sheet = await screen.findByRole('dialog', { name: '쿠폰 선택' });
    expect(await within(sheet).findByText(/가지고 있는 쿠폰이 없어요/)).toBeInTheDocument();
    await user.type(within(sheet).getByLabelText('쿠폰 코드 등록'), 'welcome2026');
    await user.click(within(sheet).getByRole('button', { name: '등록하기' }));
    expect(apiMock.registerCouponCode).toHaveBeenCalledWith({ body: { couponCode: 'WELCOME2026' } });
    expect(await within(sheet).findByText('입주 웰컴 10,000원 쿠폰을 받았어요.')).toBeInTheDocument();
    expect(await within(sheet).findByRole('checkbox', { name: /입주 웰컴 10,000원 쿠폰/ })).toBeEnabled();
  });

  it('uses all usable points with 모두 사용, types with separators and never above the maximum', async () => {
    const user = userEvent.setup();
    render();
    await waitForQuote();
    const input = screen.getByLabelText('사용할 포인트');
    expect(screen.getByText('보유 12,000P')).toBeInTheDocument();
    await user.type(input, '3000');
    expect(input).toHaveValue('3,000');
    await waitFor(() => expect(apiMock.quoteBilling).toHaveBeenLastCalledWith({ body: { cartIdxs: [1], couponIdxs: [], point: 3000 } }));
    // Debounced: not one quote per keystroke.
    expect(apiMock.quoteBilling.mock.calls.filter(([p]) => [3, 30, 300].includes((p as { body: { point: number } }).body.point))).toHaveLength(0);
    const summary = screen.getByRole('region', { name: '결제 금액' });
    expect(await within(summary).findByText('-3,000원')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '모두 사용' }));
    expect(input).toHaveValue('12,000');
    await waitFor(() => expect(within(summary).getByTestId('payment-amount')).toHaveTextContent('364,700원'));

    await user.clear(input);
    await user.type(input, '99999');
    expect(input).toHaveValue('12,000');
  });

  it('requires the agreement, then makes the order with an Idempotency-Key and opens the payment', async () => {
    const user = userEvent.setup();
    const init = makeInit({ payMethod: 'vbank' });
    apiMock.initBilling.mockResolvedValue({ status: 'success', data: init });
    render();
    await waitForQuote();
    const pay = screen.getByRole('button', { name: '376,700원 결제하기' });
    expect(pay).toBeDisabled();
    expect(screen.getByText('주문 내용과 취소·환불 규정을 확인하고 동의해 주세요')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    await user.click(screen.getByRole('checkbox', { name: '주문 내용과 취소·환불 규정을 확인했어요 (필수)' }));
    expect(pay).toBeDisabled();
    expect(await screen.findByText('출입 방법을 골라 주세요')).toBeInTheDocument();
    await fillVisit(user);
    expect(pay).toBeEnabled();
    await user.click(pay);

    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    const params = apiMock.initBilling.mock.calls[0]![0] as { 'idempotency-key': string; body: unknown };
    expect(params['idempotency-key']).toMatch(/^[A-Za-z0-9-]{32,36}$/);
    expect(params.body).toEqual({ cartIdxs: [1], couponIdxs: [], point: 0, payMethod: 'vbank', cashReceipt: null, agreeTerms: true, ...VISIT_BODY });
    // The home was not changed, so it is not saved again.
    expect(apiMock.updateResidentHome).not.toHaveBeenCalled();
    await waitFor(() => expect(requestPay).toHaveBeenCalledWith(init, expect.objectContaining({ navigate: expect.any(Function) })));
    expect(window.sessionStorage.getItem('ipju.pendingPayment')).toBe(init.merchantUid);
  });

  it('shows the server message when the order cannot be made, and retries with the same key', async () => {
    const user = userEvent.setup();
    apiMock.initBilling.mockRejectedValueOnce(networkError());
    apiMock.initBilling.mockRejectedValueOnce(apiError(409, '입주청소 스탠다드의 희망일에 업체 자리가 없어요. 다른 날을 골라 주세요.'));
    render();
    await waitForQuote();
    await user.click(screen.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }));
    await fillVisit(user);
    await user.click(screen.getByRole('button', { name: '376,700원 결제하기' }));
    const first = await screen.findByRole('alertdialog', { name: '결제를 시작하지 못했어요' });
    expect(within(first).getByText('인터넷 연결을 확인하고 다시 시도해 주세요.')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '376,700원 결제하기' }));
    expect(await screen.findByText('입주청소 스탠다드의 희망일에 업체 자리가 없어요. 다른 날을 골라 주세요.')).toBeInTheDocument();
    const keys = apiMock.initBilling.mock.calls.map(([p]) => (p as { 'idempotency-key': string })['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(requestPay).not.toHaveBeenCalled();
  });

  it('returns the lines of an unfinished payment to the cart first, and sends the resident there', async () => {
    window.sessionStorage.setItem('ipju.pendingPayment', 'ipju_20261122_abcdefghij');
    let finish: (value: ApiResponse<'returnBillingToCart'>) => void = () => {};
    apiMock.returnBillingToCart.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { router } = render();
    expect(await screen.findByText('결제 정보를 불러오는 중이에요')).toBeInTheDocument();
    // The return to the cart starts in an effect after the first paint: wait for it rather than race it.
    await waitFor(() => expect(apiMock.returnBillingToCart).toHaveBeenCalledTimes(1));
    expect(apiMock.returnBillingToCart).toHaveBeenCalledWith({ body: { merchantUid: 'ipju_20261122_abcdefghij' } });
    expect(apiMock.quoteBilling).not.toHaveBeenCalled();
    finish({ status: 'success', data: { restored: 1, cartIdxs: [1], count: 1 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByText('결제를 마치지 않아 장바구니로 옮겼어요')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('ipju.pendingPayment')).toBeNull();
  });

  it('explains when there is nothing to pay for', async () => {
    render('/payment');
    expect(await screen.findByText('결제할 서비스를 골라 주세요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '장바구니로 가기' })).toHaveAttribute('href', '/cart');
  });

  it('explains when the lines are no longer in the cart', async () => {
    apiMock.quoteBilling.mockRejectedValue(apiError(404, '장바구니에서 결제할 상품을 찾을 수 없어요. 장바구니를 새로 고쳐 주세요.'));
    render('/payment?cartIdxs=99');
    expect(await screen.findByText('결제할 서비스를 찾지 못했어요')).toBeInTheDocument();
    expect(screen.getByText('장바구니에서 결제할 상품을 찾을 수 없어요. 장바구니를 새로 고쳐 주세요.')).toBeInTheDocument();
  });
});
