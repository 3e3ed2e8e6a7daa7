import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const user = {
  residentIdx: 5,
  name: '김입주',
  phone: '010-1234-5678',
  email: null,
  complexName: null,
  apartmentIdx: null,
  areaIdx: null,
  pyeong: null,
  dong: null,
  ho: null,
  agreements: { terms: true, privacy: true, ageOver14: true, marketing: false, agreedAt: null, marketingAgreedAt: null },
  referralCode: 'ABCD1234',
  signInMethods: ['phone' as const],
  createdAt: '2026-11-01T00:00:00.000Z',
};
const signedIn = { initialized: true, isLoggedIn: true, user };
const appRoutes = [
  { index: true, element: page('홈 화면') },
  { path: '/login', element: page('로그인 화면') },
  ...routes,
];

describe('/change-member', () => {
  it('saves name and email and says so; the phone is read-only', async () => {
    apiMock.updateResidentPersonal.mockResolvedValue({ status: 'success', data: { ...user, name: '박이사', email: 'park@example.com' } });
    renderInShell(appRoutes, { path: '/change-member', auth: signedIn });
    const name = await screen.findByLabelText(/이름/);
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: '저장하기' });
    expect(save).toBeDisabled();

    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'park@' } });
    fireEvent.change(name, { target: { value: '박이사' } });
    fireEvent.click(save);
    expect(await screen.findByText(/이메일 형식이 올바르지 않아요/)).toBeInTheDocument();
    expect(apiMock.updateResidentPersonal).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'park@example.com' } });
    fireEvent.click(save);
    expect(await screen.findByText('저장했어요')).toBeInTheDocument();
    expect(apiMock.updateResidentPersonal).toHaveBeenCalledWith({ body: { name: '박이사', email: 'park@example.com' } });
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderInShell(appRoutes, { path: '/change-member' });
    expect(await screen.findByRole('heading', { name: '로그인 화면' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fchange-member');
  });
});

describe('/quit', () => {
  it('needs a reason and the confirmation, then withdraws and goes home signed out', async () => {
    apiMock.withdraw.mockResolvedValue({ status: 'success', data: { ok: true } });
    const { router } = renderInShell(appRoutes, { path: '/quit', auth: signedIn });
    expect(await screen.findByText('주문·결제·환불 기록: 5년 (전자상거래법)')).toBeInTheDocument();
    const quit = screen.getByRole('button', { name: '탈퇴하기' });
    expect(quit).toBeDisabled();

    fireEvent.change(screen.getByLabelText('탈퇴하는 이유'), { target: { value: '입주 준비가 끝났어요' } });
    expect(quit).toBeDisabled();
    fireEvent.click(screen.getByLabelText('안내를 모두 확인했고, 탈퇴에 동의해요'));
    fireEvent.click(quit);

    const dialog = await screen.findByRole('alertdialog', { name: '정말 탈퇴할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect(screen.getByText(/탈퇴했어요/)).toBeInTheDocument();
    expect(apiMock.withdraw).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
