import type { ApiResponse } from '@ipju/api-client';
import type { CartLine, CartPayload } from '@ipju/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeCartLine, signedIn } from '../../../test/commerce-fixtures';

// Lazy routes and queries take longer when the whole suite shares two cores.
configure({ asyncUtilTimeout: 5000 });

const appRoutes = [
  { index: true, element: page('홈 화면') },
  { path: '/login', element: page('로그인 화면') },
  { path: '/payment', element: page('결제 화면') },
  ...routes,
];

function cartOf(lines: CartLine[]): CartPayload {
  const available = lines.filter((l) => l.available);
  return {
    lines,
    count: lines.length,
    totals: {
      regularTotal: available.reduce((s, l) => s + l.regularTotal, 0),
      discountAmount: available.reduce((s, l) => s + l.discountAmount, 0),
      total: available.reduce((s, l) => s + l.price, 0),
    },
  };
}

const grout = makeCartLine({
  cartIdx: 2,
  itemIdx: 201,
  itemName: '줄눈 시공 프리미엄',
  categoryCode: 'tljoint',
  categoryName: '줄눈',
  partner: { partnerIdx: 4, companyName: '반듯줄눈' },
  options: [{ optionIdx: 20105, groupName: '시공 범위', kind: 'area', name: '욕실 2곳', price: 300000 }],
  pyeongTier: null,
  tz: '미정',
  time: null,
  timeLabel: null,
  regularTotal: 300000,
  discountAmount: 0,
  discountRate: 0,
  price: 312000,
  priceType: 'regular',
  specialLabel: null,
  addedPrice: 300000,
  priceChanged: true,
});

function render(lines: CartLine[]) {
  apiMock.getCart.mockResolvedValue({ status: 'success', data: cartOf(lines) });
  return renderInShell(appRoutes, { path: '/cart', auth: signedIn });
}

beforeEach(() => {
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 0 });
  apiMock.getItemAvailability.mockResolvedValue({
    status: 'success',
    data: { itemIdx: 101, month: '2027-01', earliestDate: '2026-11-26', closedDates: [], fullDates: [], fullSlots: [], visitTimes: [] },
  });
});

describe('/cart', () => {
  it('shows skeletons, then each line with its options, home, special price, date and the totals', async () => {
    const user = userEvent.setup();
    let answer: (value: ApiResponse<'getCart'>) => void = () => {};
    apiMock.getCart.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { router } = renderInShell(appRoutes, { path: '/cart', auth: signedIn });
    expect(await screen.findByText('장바구니를 불러오는 중이에요')).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    answer({ status: 'success', data: cartOf([makeCartLine(), grout]) });

    const cleaning = await screen.findByRole('article', { name: '입주청소 스탠다드' });
    expect(within(cleaning).getByText('깨끗한집 입주청소')).toBeInTheDocument();
    expect(within(cleaning).getByText('잠실래미안아이파크 · 34평 (25~34평 가격)')).toBeInTheDocument();
    expect(within(cleaning).getByText('추가 옵션: 곰팡이 제거')).toBeInTheDocument();
    // Special price: rate, price, regular price struck through.
    expect(within(cleaning).getByText('14%')).toBeInTheDocument();
    expect(within(cleaning).getByText('376,700원')).toBeInTheDocument();
    expect(within(cleaning).getByText('438,000원', { selector: 'del *' })).toBeInTheDocument();
    expect(within(cleaning).getByRole('button', { name: /희망일 2027\.01\.13 \(수\) 오전 9시/ })).toBeInTheDocument();

    const groutCard = screen.getByRole('article', { name: '줄눈 시공 프리미엄' });
    expect(within(groutCard).getByText('담은 뒤 가격이 12,000원 올랐어요')).toBeInTheDocument();
    expect(within(groutCard).getByRole('button', { name: /희망일 미정/ })).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: '결제 예정 금액' });
    expect(within(totals).getByText('738,000원')).toBeInTheDocument();
    expect(within(totals).getByText('-61,300원')).toBeInTheDocument();
    expect(within(totals).getByText('688,700원')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '688,700원 결제하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe('?cartIdxs=1,2');
  });

  it('follows the selection: select all, one line off, totals and the payment link', async () => {
    const user = userEvent.setup();
    const { router } = render([makeCartLine(), grout]);
    const selectAll = await screen.findByRole('checkbox', { name: '전체 선택 (2/2)' });
    expect(selectAll).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '줄눈 시공 프리미엄 선택' }));
    expect(screen.getByRole('checkbox', { name: '전체 선택 (1/2)' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '376,700원 결제하기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cartIdxs=1'));
  });

  it('holds the payment back while a selected line has no date, with a hint', async () => {
    const user = userEvent.setup();
    render([makeCartLine(), makeCartLine({ cartIdx: 3, itemName: '탄성코트 시공', tz: null, time: null, timeLabel: null })]);
    const noDate = await screen.findByRole('article', { name: '탄성코트 시공' });
    expect(within(noDate).getByRole('button', { name: /희망일을 골라 주세요/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /원 결제하기$/ })).toBeDisabled();
    expect(screen.getByText(/탄성코트 시공의 희망일을 골라 주세요/)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '탄성코트 시공 선택' }));
    expect(screen.getByRole('button', { name: '376,700원 결제하기' })).toBeEnabled();
  });

  it('changes a date through the modal (미정) with PUT /carts/date', async () => {
    const user = userEvent.setup();
    apiMock.updateCartDate.mockResolvedValue({ status: 'success', data: makeCartLine({ tz: '미정', time: null, timeLabel: null }) });
    render([makeCartLine()]);
    await user.click(await screen.findByRole('button', { name: /희망일 2027\.01\.13/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '아직 날짜를 정하지 않았어요 (미정)' }));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(apiMock.updateCartDate).toHaveBeenCalledWith({ body: { cartIdx: 1, tz: '미정', time: null } }));
    expect(await screen.findByText('희망일을 바꿨어요')).toBeInTheDocument();
  });

  it('shows why a line cannot be paid for and deletes it after confirming', async () => {
    const user = userEvent.setup();
    const gone = makeCartLine({ cartIdx: 9, itemName: '단종된 청소', available: false, unavailableReason: '판매가 끝난 서비스예요.' });
    apiMock.deleteCartLines.mockResolvedValue({ status: 'success', data: { deleted: 1, count: 1 } });
    render([makeCartLine(), gone]);
    const card = await screen.findByRole('article', { name: '단종된 청소' });
    expect(within(card).getByText('판매가 끝난 서비스예요.')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox')).toBeDisabled();
    // Only payable lines count in the totals.
    expect(screen.getByRole('button', { name: '376,700원 결제하기' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: '삭제하기' }));
    const confirm = await screen.findByRole('alertdialog', { name: '이 서비스를 장바구니에서 뺄까요?' });
    apiMock.getCart.mockResolvedValue({ status: 'success', data: cartOf([makeCartLine()]) });
    await user.click(within(confirm).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(apiMock.deleteCartLines).toHaveBeenCalledWith({ body: { ids: [9] } }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '단종된 청소' })).not.toBeInTheDocument());
  });

  it('deletes the selected lines after a confirmation', async () => {
    const user = userEvent.setup();
    apiMock.deleteCartLines.mockResolvedValue({ status: 'success', data: { deleted: 2, count: 0 } });
    render([makeCartLine(), grout]);
    await user.click(await screen.findByRole('button', { name: '선택 삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '선택한 서비스 2개를 뺄까요?' });
    apiMock.getCart.mockResolvedValue({ status: 'success', data: cartOf([]) });
    await user.click(within(confirm).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(apiMock.deleteCartLines).toHaveBeenCalledWith({ body: { ids: [1, 2] } }));
    expect(await screen.findByText('장바구니가 비어 있어요')).toBeInTheDocument();
  });

  it('says when the cart is empty and offers the services', async () => {
    render([]);
    expect(await screen.findByText('장바구니가 비어 있어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '서비스 둘러보기' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /결제하기/ })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = renderInShell(appRoutes, { path: '/cart', auth: { initialized: true, isLoggedIn: false, user: null } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcart');
    expect(apiMock.getCart).not.toHaveBeenCalled();
  });
});
