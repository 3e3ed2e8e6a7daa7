import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock } from '../../../test/api-mock';
import { makeCartLine, makeHome, makeInit, makeQuote, makeVisitCheck, signedIn } from '../../../test/commerce-fixtures';
import { page, renderInShell } from '../../../test/test-utils';
import type * as RequestPayModule from '../../../lib/payment/request-pay';
import { routes } from '../routes';

configure({ asyncUtilTimeout: 5000 });

const requestPay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/payment/request-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestPayModule>()),
  requestPay,
}));

const render = () => renderInShell([{ path: '/cart', element: page('장바구니 화면') }, ...routes], { path: '/payment?cartIdxs=1', auth: signedIn });

beforeEach(() => {
  window.sessionStorage.clear();
  apiMock.getCart.mockResolvedValue({ status: 'success', data: { lines: [makeCartLine()], count: 1, totals: { regularTotal: 438000, discountAmount: 61300, total: 376700 } } });
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 1 });
  apiMock.quoteBilling.mockResolvedValue({ status: 'success', data: makeQuote() });
  apiMock.listCheckoutCoupons.mockResolvedValue({ status: 'success', data: { held: [], downloadable: [], best: { couponIdxs: [], discount: 0 }, bestWithDownloads: null } });
  apiMock.listResidentHomes.mockResolvedValue({ status: 'success', data: { homes: [makeHome()] } });
  apiMock.checkBillingVisit.mockResolvedValue({ status: 'success', data: makeVisitCheck() });
  apiMock.initBilling.mockResolvedValue({ status: 'success', data: makeInit() });
  requestPay.mockReset().mockResolvedValue(undefined);
});

const section = () => screen.findByRole('region', { name: '방문 정보' });
const payButton = () => screen.getByRole('button', { name: '376,700원 결제하기' });

async function readyToPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '주문 내용과 취소·환불 규정을 확인했어요 (필수)' }));
  await user.click(screen.getByRole('button', { name: '관리사무소 방문' }));
  await user.click(screen.getByRole('button', { name: '방문 차량 등록 필요' }));
  await user.click(await screen.findByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' }));
}

describe('payment page: 방문 정보', () => {
  it('starts from the current home and the resident, and names the company that receives them in the consent', async () => {
    render();
    const visit = await section();
    expect(await within(visit).findByDisplayValue('101')).toBeInTheDocument();
    expect(within(visit).getByDisplayValue('1203')).toBeInTheDocument();
    expect(within(visit).getByLabelText(/이름/)).toHaveValue('김입주');
    expect(within(visit).getByLabelText(/휴대폰 번호/)).toHaveValue('010-1234-5678');
    expect(within(visit).getByText(/잠실래미안아이파크/)).toBeInTheDocument();
    const consent = await screen.findByRole('region', { name: '개인정보 제3자 제공 동의' });
    expect(within(consent).getByText('깨끗한집 입주청소')).toBeInTheDocument();
    expect(within(consent).getByTestId('consent-text')).toHaveTextContent('제공받는 자: 깨끗한집 입주청소');
    await waitFor(() => expect(apiMock.checkBillingVisit).toHaveBeenCalledWith({ body: { cartIdxs: [1], dong: '101', ho: '1203' } }));
  });

  it('asks for the 공동현관 비밀번호 only when that is how the company gets in, and sends it', async () => {
    const user = userEvent.setup();
    render();
    const visit = await section();
    expect(within(visit).queryByLabelText(/공동현관 비밀번호/)).not.toBeInTheDocument();
    await readyToPay(user);
    await user.click(within(visit).getByRole('button', { name: '공동현관 비밀번호' }));
    expect(payButton()).toBeDisabled();
    expect(screen.getByText('공동현관 비밀번호를 입력해 주세요')).toBeInTheDocument();
    await user.type(within(visit).getByRole('textbox', { name: /공동현관 비밀번호/ }), '1203#');
    await user.type(within(visit).getByRole('textbox', { name: /업체에 요청할 내용/ }), '도착 전에 전화 주세요.');
    await user.click(payButton());
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    const body = (apiMock.initBilling.mock.calls[0]![0] as { body: { visit: unknown; agreeThirdParty: boolean } }).body;
    expect(body.visit).toEqual({
      dong: '101',
      ho: '1203',
      contactName: '김입주',
      contactPhone: '010-1234-5678',
      entryMethod: 'door_code',
      entryCode: '1203#',
      parking: 'registration',
      request: '도착 전에 전화 주세요.',
    });
    expect(body.agreeThirdParty).toBe(true);
  });

  it('warns of the same service booked for the same home that day, and pays only after "그래도 예약할게요"', async () => {
    const user = userEvent.setup();
    apiMock.checkBillingVisit.mockResolvedValue({
      status: 'success',
      data: makeVisitCheck({ duplicates: [{ cartIdx: 1, itemName: '입주청소 스탠다드', visitDate: '2027-01-13', merchantUid: 'ipju_20261120_AAAAAAAAAA' }] }),
    });
    render();
    await readyToPay(user);
    const warning = await screen.findByRole('alert', { name: '' });
    expect(within(warning).getByText('같은 날 이미 예약한 서비스가 있어요')).toBeInTheDocument();
    expect(within(warning).getByText(/입주청소 스탠다드 · 2027\.01\.13/)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.click(within(warning).getByRole('checkbox', { name: '그래도 예약할게요' }));
    expect(payButton()).toBeEnabled();
    await user.click(payButton());
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
  });

  it('saves a changed 동·호 to the home first; a refused one shows under its field and makes no order', async () => {
    const user = userEvent.setup();
    apiMock.updateResidentHome.mockRejectedValueOnce(apiError(400, '동은 101 또는 101동처럼 입력해 주세요.', { details: [{ field: 'dong', message: '동은 101 또는 101동처럼 입력해 주세요.' }] }));
    apiMock.updateResidentHome.mockResolvedValueOnce({ status: 'success', data: makeHome({ dong: '102' }) });
    render();
    const visit = await section();
    await readyToPay(user);
    const dong = await within(visit).findByDisplayValue('101');
    await user.clear(dong);
    await user.type(dong, '일이삼사오');
    await user.click(payButton());
    expect(await within(visit).findByText('동은 101 또는 101동처럼 입력해 주세요.')).toBeInTheDocument();
    expect(apiMock.initBilling).not.toHaveBeenCalled();

    await user.clear(dong);
    await user.type(dong, '102동');
    await user.click(payButton());
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    expect(apiMock.updateResidentHome).toHaveBeenLastCalledWith({ homeIdx: 31, body: { dong: '102', ho: '1203' } });
  });
});
