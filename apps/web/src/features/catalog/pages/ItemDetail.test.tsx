import type { ItemCard as ItemCardData } from '@ipju/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { apiMock } from '../../../test/api-mock';
import { makeCategory } from '../../../test/category-fixtures';
import { makeCartLine, signedIn } from '../../../test/commerce-fixtures';
import { page, renderInShell } from '../../../test/test-utils';
import type { AuthState } from '../../auth';
import { OPTION_GROUPS, estimateFor } from '../test/fixtures';
import { ItemDetail } from './ItemDetail';

configure({ asyncUtilTimeout: 5000 });

const ITEM: ItemCardData = {
  itemIdx: 101,
  name: '프리미엄 입주청소',
  summary: '',
  categoryCode: 'cleaning',
  categoryName: '입주청소',
  thumbnailUrl: '/files/seed/items/cleaning-1.jpg',
  partner: { partnerIdx: 7, companyName: '깨끗한집 클린', ratingAvg: 4.8, reviewCount: 0 },
  ratingAvg: 0,
  reviewCount: 0,
  salesCount: 0,
  visitTimes: [
    { hour: 9, label: '오전 9시' },
    { hour: 13, label: '오후 1시' },
  ],
  quoteOnVisit: false,
  price: {
    regularPrice: 450000,
    price: 382500,
    discountRate: 15,
    priceType: 'special',
    specialLabel: '단지 특가',
    pyeongTier: { optionIdx: 12, name: '31~40평', pyeongMin: 31, pyeongMax: 40 },
    basis: 'pyeong',
  },
};
const CHOSEN = { apartmentIdx: 5, name: '잠실래미안아이파크', areaIdx: 3, pyeong: 34, exclusiveArea: 84 };
const SIGNED_OUT: AuthState = { initialized: true, isLoggedIn: false, user: null };

/** The item page (what /business/cleaning?item=101 shows) beside the sign-in page. */
function renderItem(auth: AuthState, chosen = CHOSEN) {
  return renderInShell(
    [
      {
        path: '/business/cleaning',
        element: <ItemDetail item={ITEM} category={makeCategory('cleaning', '입주청소')} chosen={chosen} companies={1} onShowCompanies={() => {}} />,
      },
      { path: '/login', element: page('로그인 화면') },
    ],
    { path: '/business/cleaning?item=101', auth },
  );
}

const addOn = () => screen.findByRole('checkbox', { name: /베란다 곰팡이 제거/ });
const estimateBox = () => screen.findByRole('region', { name: /예상 금액/ });

beforeEach(() => {
  window.sessionStorage.clear();
  // The parts of the page this test is not about answer nothing for long (they show their own loading).
  for (const op of ['listItemImages', 'listItemSections', 'getItemPortfolio', 'listRelatedItems', 'listItems', 'listItemReviews', 'listItemCoupons', 'getItemPartner'] as const) {
    if (op in apiMock) (apiMock as unknown as Record<string, Mock>)[op]!.mockReturnValue(new Promise(() => {}));
  }
  apiMock.getCartCount.mockResolvedValue({ status: 'success', data: 0 });
  apiMock.listItemOptionGroups.mockResolvedValue({ status: 'success', data: OPTION_GROUPS });
  apiMock.estimateItemPrice.mockImplementation(async ({ body }) => ({ status: 'success', data: estimateFor(body.optionIdxs ?? []) }));
  apiMock.getItemAvailability.mockResolvedValue({
    status: 'success',
    data: { itemIdx: 101, month: '2026-11', earliestDate: '2026-11-26', closedDates: [], fullDates: [], fullSlots: [], visitTimes: ITEM.visitTimes },
  });
  apiMock.addCartLine.mockResolvedValue({ status: 'success', data: { line: makeCartLine(), alreadyInCart: false, count: 1 } });
});

describe('item page: options chosen before signing in', () => {
  it('come back after signing in, and 장바구니 담기 goes on to the date; the line is added only once the date is confirmed', async () => {
    const user = userEvent.setup();
    const signedOut = renderItem(SIGNED_OUT);
    await user.click(await addOn());
    expect(await within(await estimateBox()).findByText('425,000원')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();

    // Signed in, the sign-in page sends the resident back to the item.
    renderItem(signedIn);
    await waitFor(async () => expect(await addOn()).toBeChecked());
    expect(screen.getByRole('radio', { name: /31~40평/ })).toBeChecked();
    expect(await within(await estimateBox()).findByText('425,000원')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('희망 시공일을 선택해 주세요')).toBeInTheDocument();
    expect(apiMock.addCartLine).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: '아직 날짜를 정하지 않았어요 (미정)' }));
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() =>
      expect(apiMock.addCartLine).toHaveBeenCalledWith({
        body: { itemIdx: 101, optionIdxs: [12, 21], pyeong: 34, apartmentIdx: 5, quantity: 1, tz: '미정', time: null },
      }),
    );
    expect(await screen.findByText('장바구니에 담았어요')).toBeInTheDocument();
    expect(apiMock.addCartLine).toHaveBeenCalledTimes(1);
  });

  it('goes on to the date only once: opening the page again keeps the choices without asking again', async () => {
    const user = userEvent.setup();
    const signedOut = renderItem(SIGNED_OUT);
    await user.click(await addOn());
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();

    const back = renderItem(signedIn);
    await screen.findByRole('dialog');
    back.unmount();

    renderItem(signedIn);
    await waitFor(async () => expect(await addOn()).toBeChecked());
    expect(await within(await estimateBox()).findByText('425,000원')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the add-ons but picks the 평형 tier anew when signing in brings another 평형', async () => {
    const user = userEvent.setup();
    const signedOut = renderItem(SIGNED_OUT);
    await user.click(await addOn());
    await user.click(screen.getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();

    renderItem(signedIn, { ...CHOSEN, pyeong: 45 });
    await waitFor(async () => expect(await addOn()).toBeChecked());
    expect(screen.getByRole('radio', { name: /41평 이상/ })).toBeChecked();
    // 550,000 + 50,000 - 15%
    expect(await within(await estimateBox()).findByText('510,000원')).toBeInTheDocument();
  });
});
