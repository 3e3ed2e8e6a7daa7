import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock } from '../../../test/api-mock';
import { makeCartLine, makeHome, makeInit, makeQuote, makeVisitCheck, signedIn } from '../../../test/commerce-fixtures';
import { page, renderInShell } from '../../../test/test-utils';
import type * as RequestPayModule from '../../../lib/payment/request-pay';
import { routes } from '../routes';
import { ENTRY_CODE_KEPT_MS, readVisitDraft, saveVisitDraft, visitDraftKey } from '../lib/visit-draft';

configure({ asyncUtilTimeout: 5000 });

const requestPay = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/payment/request-pay', async (importOriginal) => ({
  ...(await importOriginal<typeof RequestPayModule>()),
  requestPay,
}));

/** The cart answers these lines (a cancelled payment brings the same service back as a new cartIdx). */
function cartOf(...lines: ReturnType<typeof makeCartLine>[]) {
  apiMock.getCart.mockResolvedValue({ status: 'success', data: { lines, count: lines.length, totals: { regularTotal: 438000, discountAmount: 61300, total: 376700 } } });
}

const render = (cartIdx: number, auth = signedIn) =>
  renderInShell([{ path: '/cart', element: page('장바구니 화면') }, ...routes], { path: `/payment?cartIdxs=${cartIdx}`, auth });

beforeEach(() => {
  window.sessionStorage.clear();
  cartOf(makeCartLine());
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 1 });
  apiMock.quoteBilling.mockResolvedValue({ status: 'success', data: makeQuote() });
  apiMock.listCheckoutCoupons.mockResolvedValue({ status: 'success', data: { held: [], downloadable: [], best: { couponIdxs: [], discount: 0 }, bestWithDownloads: null } });
  apiMock.listResidentHomes.mockResolvedValue({ status: 'success', data: { homes: [makeHome()] } });
  apiMock.checkBillingVisit.mockResolvedValue({ status: 'success', data: makeVisitCheck() });
  apiMock.initBilling.mockResolvedValue({ status: 'success', data: makeInit() });
  requestPay.mockReset().mockResolvedValue(undefined);
});

const section = () => screen.findByRole('region', { name: '방문 정보' });

/** What the resident typed before opening the payment window. */
async function typeVisit(user: ReturnType<typeof userEvent.setup>) {
  const visit = await section();
  await within(visit).findByDisplayValue('101');
  await user.click(within(visit).getByRole('button', { name: '공동현관 비밀번호' }));
  await user.type(within(visit).getByRole('textbox', { name: /공동현관 비밀번호/ }), '1203#');
  await user.click(within(visit).getByRole('button', { name: '방문 차량 등록 필요' }));
  await user.type(within(visit).getByRole('textbox', { name: /업체에 요청할 내용/ }), '도착 30분 전에 전화 주세요.');
}

describe('payment page: what the resident typed in 방문 정보 is kept for the visit', () => {
  it('comes back after the payment was cancelled and the same service is paid again from the cart (a new cartIdx)', async () => {
    const user = userEvent.setup();
    const first = render(1);
    await typeVisit(user);
    first.unmount();

    // 결제 취소 in the window: the service is back in the cart as line 2, and 결제하기 opens the page again.
    cartOf(makeCartLine({ cartIdx: 2 }));
    render(2);
    const visit = await section();
    expect(await within(visit).findByRole('textbox', { name: /공동현관 비밀번호/ })).toHaveValue('1203#');
    expect(within(visit).getByRole('button', { name: '공동현관 비밀번호' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(visit).getByRole('button', { name: '방문 차량 등록 필요' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(visit).getByRole('textbox', { name: /업체에 요청할 내용/ })).toHaveValue('도착 30분 전에 전화 주세요.');
    expect(within(visit).getByDisplayValue('101')).toBeInTheDocument();
    // The consent is given again for every order.
    expect(await screen.findByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' })).not.toBeChecked();
    // Never on the device beyond this tab.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('1203#');
  });

  it('is not shown to another resident, nor for other services', async () => {
    const user = userEvent.setup();
    const first = render(1);
    await typeVisit(user);
    first.unmount();

    const other = render(1, { ...signedIn, user: { ...signedIn.user, residentIdx: 6 } });
    const visit = await section();
    await within(visit).findByDisplayValue('101');
    expect(within(visit).getByRole('textbox', { name: /업체에 요청할 내용/ })).toHaveValue('');
    expect(within(visit).getByRole('button', { name: '공동현관 비밀번호' })).toHaveAttribute('aria-pressed', 'false');
    other.unmount();

    cartOf(makeCartLine({ cartIdx: 3, itemIdx: 202, itemName: '줄눈 시공' }));
    render(3);
    const again = await section();
    await within(again).findByDisplayValue('101');
    expect(within(again).getByRole('textbox', { name: /업체에 요청할 내용/ })).toHaveValue('');
  });

  it('keeps the 공동현관 비밀번호 for an hour only; the rest stays for the tab', () => {
    const key = visitDraftKey(5, [makeCartLine()])!;
    const values = { dong: '101', ho: '1203', contactName: '김입주', contactPhone: '010-1234-5678', entryMethod: 'door_code' as const, entryCode: '1203#', parking: 'none' as const, request: '문 앞에 두세요' };
    saveVisitDraft(key, values, 1_000);
    expect(readVisitDraft(key, 1_000 + ENTRY_CODE_KEPT_MS - 1)).toEqual(values);
    expect(readVisitDraft(key, 1_000 + ENTRY_CODE_KEPT_MS)).toEqual({ ...values, entryCode: '' });
    // The same services in another order, with another cartIdx and date, are the same draft.
    expect(visitDraftKey(5, [makeCartLine({ cartIdx: 9, tz: '2027-02-01' })])).toBe(key);
    expect(window.localStorage.length).toBe(0);
  });

  it('is sent with the order when paid from the restored page', async () => {
    const user = userEvent.setup();
    const first = render(1);
    await typeVisit(user);
    first.unmount();

    cartOf(makeCartLine({ cartIdx: 2 }));
    render(2);
    await within(await section()).findByDisplayValue('1203#');
    await user.click(await screen.findByRole('checkbox', { name: '주문 내용과 취소·환불 규정을 확인했어요 (필수)' }));
    await user.click(await screen.findByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' }));
    await user.click(screen.getByRole('button', { name: '376,700원 결제하기' }));
    await waitFor(() => expect(apiMock.initBilling).toHaveBeenCalledTimes(1));
    const body = (apiMock.initBilling.mock.calls[0]![0] as { body: { cartIdxs: number[]; visit: unknown } }).body;
    expect(body.cartIdxs).toEqual([2]);
    expect(body.visit).toMatchObject({ entryMethod: 'door_code', entryCode: '1203#', parking: 'registration', request: '도착 30분 전에 전화 주세요.' });
  });
});
