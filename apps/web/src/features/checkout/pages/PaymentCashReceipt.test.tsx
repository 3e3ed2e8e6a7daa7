import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RequestPayModule from '../../../lib/payment/request-pay';
import { apiMock, ok } from '../../../test/api-mock';
import { makeCartLine, makeCoupon, makeHome, makeInit, makeVisitCheck, makeQuote, signedIn } from '../../../test/commerce-fixtures';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

configure({ asyncUtilTimeout: 5000 });

const requestPay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/payment/request-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestPayModule>()),
  requestPay,
}));

beforeEach(() => {
  window.sessionStorage.clear();
  apiMock.getCart.mockResolvedValue(ok({ lines: [makeCartLine()], count: 1, totals: { regularTotal: 438000, discountAmount: 61300, total: 376700 } }));
  apiMock.getCartCount.mockResolvedValue(ok(1));
  apiMock.quoteBilling.mockResolvedValue(ok(makeQuote()));
  apiMock.listUsableCoupons.mockResolvedValue(ok([makeCoupon()]));
  apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [makeHome()] }));
  apiMock.checkBillingVisit.mockResolvedValue(ok(makeVisitCheck()));
  apiMock.initBilling.mockResolvedValue(ok(makeInit({ payMethod: 'vbank' })));
  requestPay.mockReset().mockResolvedValue(undefined);
});

async function vbankCheckout() {
  const user = userEvent.setup();
  renderInShell([{ path: '/cart', element: page('장바구니 화면') }, ...routes], { path: '/payment?cartIdxs=1', auth: signedIn });
  await screen.findByTestId('payment-amount');
  expect(screen.queryByRole('group', { name: '현금영수증' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '무통장입금' }));
  await user.click(screen.getByRole('checkbox', { name: '주문 내용과 취소·환불 규정을 확인했어요 (필수)' }));
  // What the visit needs (main's visit section): entry, parking and the consent.
  await user.click(screen.getByRole('button', { name: '관리사무소 방문' }));
  await user.click(screen.getByRole('button', { name: '지하주차장 이용 가능' }));
  await user.click(await screen.findByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' }));
  return user;
}

describe('/payment: 무통장입금 현금영수증', () => {
  it('지출증빙 holds the payment until the business number passes its checksum, then sends it', async () => {
    const user = await vbankCheckout();
    expect(screen.getByRole('radio', { name: '신청 안 함' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '지출증빙' }));
    const field = screen.getByRole('textbox', { name: '사업자등록번호 (사업자 지출증빙)' });
    await user.type(field, '220-81-62518');
    await user.tab();
    const pay = screen.getByRole('button', { name: '376,700원 결제하기' });
    expect(pay).toBeDisabled();
    expect(screen.getAllByText('사업자등록번호가 올바르지 않아요. 다시 확인해 주세요.').length).toBeGreaterThan(0);

    await user.clear(field);
    await user.type(field, '220-81-62517');
    expect(pay).toBeEnabled();
    await user.click(pay);
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    const body = (apiMock.initBilling.mock.calls[0]![0] as { body: Record<string, unknown> }).body;
    expect(body.cashReceipt).toEqual({ type: 'proof', identifier: '220-81-62517' });
  });

  it('소득공제 asks for a mobile number', async () => {
    const user = await vbankCheckout();
    await user.click(screen.getByRole('radio', { name: '소득공제' }));
    const field = screen.getByRole('textbox', { name: '휴대폰 번호 (개인 소득공제)' });
    await user.type(field, '0212345678');
    await user.tab();
    expect(screen.getAllByText(/휴대폰 번호를 확인해 주세요/).length).toBeGreaterThan(0);
    await user.clear(field);
    await user.type(field, '01012345678');
    await user.click(screen.getByRole('button', { name: '376,700원 결제하기' }));
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    const body = (apiMock.initBilling.mock.calls[0]![0] as { body: Record<string, unknown> }).body;
    expect(body.cashReceipt).toEqual({ type: 'deduction', identifier: '01012345678' });
  });
});
