import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import type { AuthState } from '../../auth';
import { makeCartLine, signedIn } from '../../../test/commerce-fixtures';
import { AddToCart } from './AddToCart';
import { CartButton } from './CartButton';

configure({ asyncUtilTimeout: 5000 });

const VISIT_TIMES = [
  { hour: 9, label: '오전 9시' },
  { hour: 13, label: '오후 1시' },
];

function renderItem({
  pyeong = 34 as number | null,
  options = [10102, 10105] as number[] | null,
  auth = signedIn as AuthState,
} = {}) {
  const onNeedApartment = vi.fn();
  const utils = renderInShell(
    [
      {
        path: '/business/cleaning',
        element: (
          <>
            <CartButton />
            <AddToCart
              itemIdx={101}
              visitTimes={VISIT_TIMES}
              apartmentIdx={1}
              pyeong={pyeong}
              getOptionIdxs={() => options}
              onNeedApartment={onNeedApartment}
            />
          </>
        ),
      },
      { path: '/login', element: page('로그인 화면') },
      { path: '/cart', element: page('장바구니 화면') },
    ],
    { path: '/business/cleaning?item=101', auth },
  );
  return { ...utils, onNeedApartment };
}

beforeEach(() => {
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 0 });
  apiMock.getItemAvailability.mockResolvedValue({
    status: 'success',
    data: { itemIdx: 101, month: '2026-11', earliestDate: '2026-11-26', closedDates: [], fullDates: [], fullSlots: [], visitTimes: VISIT_TIMES },
  });
});

describe('AddToCart (item page)', () => {
  it('signed out: goes to sign-in and back to the item; the count is not asked', async () => {
    const user = userEvent.setup();
    const { router } = renderItem({ auth: { initialized: true, isLoggedIn: false, user: null } });
    expect(screen.getByRole('link', { name: '장바구니' })).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/business/cleaning?item=101')}`);
    expect(apiMock.getCartCount).not.toHaveBeenCalled();
  });

  it('without a 평형: asks for the complex first', async () => {
    const user = userEvent.setup();
    const { onNeedApartment } = renderItem({ pyeong: null });
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    expect(onNeedApartment).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the date (or 미정), adds the line with options, 평형 and complex, and updates the badge', async () => {
    const user = userEvent.setup();
    apiMock.addCartLine.mockResolvedValue({ status: 'success', data: { line: makeCartLine(), alreadyInCart: false, count: 1 } });
    const { router } = renderItem();
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '아직 날짜를 정하지 않았어요 (미정)' }));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() =>
      expect(apiMock.addCartLine).toHaveBeenCalledWith({
        body: { itemIdx: 101, optionIdxs: [10102, 10105], pyeong: 34, apartmentIdx: 1, quantity: 1, tz: '미정', time: null },
      }),
    );
    expect(await screen.findByText('장바구니에 담았어요')).toBeInTheDocument();
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: '장바구니, 1개 담겨 있어요' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이동' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('says when the same service is already in the cart', async () => {
    const user = userEvent.setup();
    apiMock.addCartLine.mockResolvedValue({ status: 'success', data: { line: makeCartLine(), alreadyInCart: true, count: 1 } });
    renderItem();
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /미정/ }));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('이미 장바구니에 있어요')).toBeInTheDocument();
  });

  it('waits for the required options', async () => {
    const user = userEvent.setup();
    renderItem({ options: null });
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    expect(await screen.findByText('필수 옵션을 고르면 담을 수 있어요')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
