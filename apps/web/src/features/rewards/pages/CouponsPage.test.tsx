import type * as UserAgent from '../../../lib/native/user-agent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { inDays, makeCoupon } from '../test/fixtures';

const native = vi.hoisted(() => ({ isNative: false }));

vi.mock('../../../lib/native/user-agent', async (importOriginal) => ({
  ...(await importOriginal<typeof UserAgent>()),
  currentNativeApp: () => ({ isNative: native.isNative, platform: native.isNative ? 'android' : null, version: null }),
}));

const welcome = makeCoupon({
  couponIdx: 4,
  residentCouponIdx: 9,
  name: '입주 웰컴 10,000원 쿠폰',
  discountType: 'fixed',
  discountValue: 10000,
  maxDiscount: null,
  minOrderAmount: 100000,
  scopeLabel: '모든 서비스',
  expiresAt: '2027-06-30T14:59:59.000Z',
});

beforeEach(() => {
  native.isNative = false;
});

describe('coupons page', () => {
  it('splits usable from used and expired coupons and shows each coupon', async () => {
    apiMock.listMyCoupons.mockResolvedValue(
      ok([
        makeCoupon(),
        makeCoupon({ residentCouponIdx: 2, name: '줄눈 20,000원 할인 쿠폰', discountType: 'fixed', discountValue: 20000, maxDiscount: null, status: 'used', usedAt: inDays(-1) }),
        makeCoupon({ residentCouponIdx: 3, name: '지난 쿠폰', status: 'expired', expiresAt: inDays(-2) }),
      ]),
    );
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/coupons', auth: SIGNED_IN });

    const card = await screen.findByRole('article', { name: /입주청소 10% 할인 쿠폰/ });
    expect(within(card).getByText('10% (최대 30,000원)')).toBeInTheDocument();
    expect(within(card).getByText('입주청소 전용 · 200,000원 이상 결제 시')).toBeInTheDocument();
    expect(within(card).getByText('D-3')).toBeInTheDocument();
    expect(within(card).getByText(/까지$/)).toBeInTheDocument();
    expect(within(card).getByText('사용 가능')).toBeInTheDocument();
    expect(screen.getByText(/7일 안에 사라지는 쿠폰이 1장 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '사용 가능 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('지난 쿠폰')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '사용 완료·만료 2' }));
    expect(await screen.findByRole('article', { name: /줄눈 20,000원 할인 쿠폰, 20,000원 할인/ })).toBeInTheDocument();
    expect(screen.getByText('사용 완료')).toBeInTheDocument();
    expect(screen.getByText('기간 만료')).toBeInTheDocument();
    expect(screen.queryByText('D-3')).not.toBeInTheDocument();
    // No app coupon outside the native app.
    expect(screen.queryByRole('button', { name: '앱 전용 쿠폰 받기' })).not.toBeInTheDocument();
  });

  it('offers the next step when there is nothing to use', async () => {
    apiMock.listMyCoupons.mockResolvedValue(ok([]));
    renderInShell(routes, { path: '/my-page/coupons', auth: SIGNED_IN });
    expect(await screen.findByText('사용할 수 있는 쿠폰이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '서비스 둘러보기' })).toBeInTheDocument();
  });

  it('registers a code, and shows the server message when it is wrong', async () => {
    apiMock.listMyCoupons.mockResolvedValue(ok([]));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/coupons', auth: SIGNED_IN });
    const field = await screen.findByRole('textbox', { name: '쿠폰 코드' });

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('쿠폰 코드를 입력해 주세요.')).toBeInTheDocument();
    expect(apiMock.registerCouponCode).not.toHaveBeenCalled();

    apiMock.registerCouponCode.mockRejectedValueOnce(apiError(404, '쿠폰 코드를 찾을 수 없어요. 코드를 확인해 주세요.'));
    await user.type(field, 'nope1');
    expect(field).toHaveValue('NOPE1');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(await screen.findByText('쿠폰 코드를 찾을 수 없어요. 코드를 확인해 주세요.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    apiMock.registerCouponCode.mockResolvedValueOnce(ok({ coupons: [welcome] }));
    apiMock.listMyCoupons.mockResolvedValue(ok([welcome]));
    await user.clear(field);
    await user.type(field, 'welcome2026');
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(apiMock.registerCouponCode).toHaveBeenLastCalledWith({ body: { couponCode: 'WELCOME2026' } }));
    expect(await screen.findByText('입주 웰컴 10,000원 쿠폰을 받았어요')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /입주 웰컴 10,000원 쿠폰/ })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('offers the app coupon inside the native app and shows why it cannot be received again', async () => {
    native.isNative = true;
    apiMock.listMyCoupons.mockResolvedValue(ok([]));
    apiMock.receiveAppCoupon.mockRejectedValue(apiError(409, '앱 전용 쿠폰은 이미 받았어요.'));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/coupons', auth: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: '앱 전용 쿠폰 받기' }));
    expect(await screen.findByText('앱 전용 쿠폰은 이미 받았어요.')).toBeInTheDocument();
    expect(apiMock.receiveAppCoupon).toHaveBeenCalledTimes(1);
  });
});
