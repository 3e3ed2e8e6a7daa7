import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { makeDownloadable } from '../test/fixtures';
import { ItemCoupons } from './ItemCoupons';

const routes = [
  { path: '/business/cleaning', element: <ItemCoupons itemIdx={101} /> },
  { path: '/login', element: page('로그인') },
];

describe('ItemCoupons', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    apiMock.listItemCoupons.mockResolvedValue(ok([makeDownloadable()]));
    const user = userEvent.setup();
    const { router } = renderInShell(routes, { path: '/business/cleaning?item=101' });
    const block = await screen.findByRole('region', { name: '받을 수 있는 쿠폰' });
    expect(within(block).getByText('10% (최대 30,000원)')).toBeInTheDocument();
    expect(within(block).getByText(/200,000원 이상 결제 시 · 받은 날부터 30일/)).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: /쿠폰 받기/ }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(encodeURIComponent('/business/cleaning?item=101'));
    expect(apiMock.downloadCoupon).not.toHaveBeenCalled();
  });

  it('downloads a coupon and then says it was received', async () => {
    apiMock.listItemCoupons.mockResolvedValue(ok([makeDownloadable()]));
    apiMock.downloadCoupon.mockImplementation(async () => {
      apiMock.listItemCoupons.mockResolvedValue(ok([makeDownloadable({ heldCount: 1, canDownload: false, reason: '이미 받은 쿠폰이에요.' })]));
      return ok({ coupons: [] });
    });
    const user = userEvent.setup();
    renderInShell(routes, { path: '/business/cleaning', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: /쿠폰 받기/ }));
    await waitFor(() => expect(apiMock.downloadCoupon).toHaveBeenCalledWith({ body: { couponIdx: 1 } }));
    expect(await screen.findByText('받았어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /쿠폰 받기/ })).not.toBeInTheDocument();
    expect(screen.getByText('쿠폰을 받았어요. 결제할 때 쓸 수 있어요.')).toBeInTheDocument();
  });

  it("shows the server's message when a coupon runs out", async () => {
    apiMock.listItemCoupons.mockResolvedValue(ok([makeDownloadable()]));
    apiMock.downloadCoupon.mockRejectedValue(apiError(409, '쿠폰이 모두 소진됐어요.'));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/business/cleaning', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: /쿠폰 받기/ }));
    expect(await screen.findByText('쿠폰이 모두 소진됐어요.')).toBeInTheDocument();
  });

  it('renders nothing when the item has no coupons', async () => {
    apiMock.listItemCoupons.mockResolvedValue(ok([]));
    renderInShell(routes, { path: '/business/cleaning', auth: SIGNED_IN });
    await waitFor(() => expect(apiMock.listItemCoupons).toHaveBeenCalledWith({ itemIdx: 101 }));
    expect(screen.queryByRole('region', { name: '받을 수 있는 쿠폰' })).not.toBeInTheDocument();
  });
});
