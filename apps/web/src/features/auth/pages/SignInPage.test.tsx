import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, apiMock } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import type { UserProfile } from '@ipju/contract';
import { routes } from '../routes';

const profile: UserProfile = {
  residentIdx: 11,
  name: null,
  phone: '010-2345-6789',
  email: null,
  complexName: null,
  apartmentIdx: null,
  areaIdx: null,
  pyeong: null,
  dong: null,
  ho: null,
  agreements: { terms: false, privacy: false, ageOver14: false, marketing: false, agreedAt: null, marketingAgreedAt: null },
  referralCode: 'QWER1234',
  signInMethods: ['phone'],
  createdAt: '2026-11-01T00:00:00.000Z',
};

const appRoutes = [
  { index: true, element: page('홈 화면') },
  { path: '/my-page', element: page('내 정보 화면') },
  ...routes,
];

beforeEach(() => {
  apiMock.getAppleSignInConfig.mockResolvedValue({
    status: 'success',
    data: { enabled: false, clientId: null, redirectUri: null, scope: 'name email', state: 'n' },
  });
  apiMock.listDevOutbox.mockRejectedValue(apiError(404, '요청한 주소를 찾을 수 없어요.'));
  apiMock.sendPhoneCode.mockResolvedValue({
    status: 'success',
    data: { expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() },
  });
});

async function sendCode(phone = '01023456789') {
  fireEvent.change(await screen.findByLabelText(/휴대폰 번호/), { target: { value: phone } });
  expect(screen.getByLabelText(/휴대폰 번호/)).toHaveValue('010-2345-6789');
  fireEvent.click(screen.getByRole('button', { name: '인증번호 받기' }));
  return screen.findByLabelText('인증번호');
}

describe('SignInPage', () => {
  it('sends a code, signs a new user in and asks for the terms', async () => {
    apiMock.signInWithPhone.mockResolvedValue({ status: 'success', data: { isNew: true, needsAgreement: true, user: profile } });
    const { router } = renderInShell(appRoutes, { path: '/login?returnTo=%2Fmy-page' });
    const codeInput = await sendCode();
    expect(apiMock.sendPhoneCode).toHaveBeenCalledWith({ body: { phone: '01023456789' } });
    expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/^[45]:\d\d$/)).toBeInTheDocument();

    fireEvent.change(codeInput, { target: { value: '12a3456' } });
    expect(codeInput).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('heading', { name: /약관에 동의해 주세요/ })).toBeInTheDocument();
    expect(apiMock.signInWithPhone).toHaveBeenCalledWith({ body: { phone: '01023456789', code: '123456' } });
    expect(router.state.location.pathname).toBe('/agree');
    expect(router.state.location.search).toContain('returnTo=%2Fmy-page');

    // Required items gate the button, the age line among them; '모두 동의' ticks everything.
    const submit = screen.getByRole('button', { name: '동의하고 시작하기' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/^\[필수\] 이용약관$/));
    fireEvent.click(screen.getByLabelText(/^\[필수\] 개인정보 수집·이용 동의$/));
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByLabelText(/\[필수\] 만 14세 이상이에요/));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: '이용약관 전문 보기' })).toHaveAttribute('href', '/policies/terms');
    expect(screen.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/policies/privacy');
    fireEvent.click(screen.getByLabelText(/모두 동의/));
    expect(submit).toBeEnabled();
    const agreed = { ...profile, agreements: { ...profile.agreements, terms: true, privacy: true, ageOver14: true, marketing: true } };
    apiMock.updateAgreement.mockResolvedValue({ status: 'success', data: agreed });
    apiMock.getMe.mockResolvedValue({ status: 'success', data: agreed });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: '내 정보 화면' })).toBeInTheDocument();
    expect(apiMock.updateAgreement).toHaveBeenCalledWith({ body: { ageOver14: true, terms: true, privacy: true, marketing: true } });
  });

  it('returns a known user straight to where they came from', async () => {
    apiMock.signInWithPhone.mockResolvedValue({
      status: 'success',
      data: { isNew: false, needsAgreement: false, user: { ...profile, name: '김입주' } },
    });
    renderInShell(appRoutes, { path: '/login?returnTo=%2Fmy-page' });
    fireEvent.change(await sendCode(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('heading', { name: '내 정보 화면' })).toBeInTheDocument();
  });

  it("shows the server's Korean message inline", async () => {
    apiMock.signInWithPhone.mockRejectedValue(apiError(400, '인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 4번)', { code: 'OTP_INVALID' }));
    renderInShell(appRoutes, { path: '/login' });
    fireEvent.change(await sendCode(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증번호가 맞지 않아요. 다시 확인해 주세요. (남은 횟수 4번)');
  });

  it("sends the neighbour's referral code from their link, and one typed in", async () => {
    apiMock.signInWithPhone.mockResolvedValue({ status: 'success', data: { isNew: true, needsAgreement: true, user: profile } });
    sessionStorage.setItem('ref', 'ipju1234');
    renderInShell(appRoutes, { path: '/login' });
    expect(await screen.findByLabelText('추천인 코드 (선택)')).toHaveValue('IPJU1234');
    fireEvent.change(await sendCode(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() =>
      expect(apiMock.signInWithPhone).toHaveBeenCalledWith({ body: { phone: '01023456789', code: '123456', referralCode: 'IPJU1234' } }),
    );
    sessionStorage.removeItem('ref');
  });

  it('asks for a valid referral code before signing in with one', async () => {
    renderInShell(appRoutes, { path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: '추천인 코드가 있어요' }));
    fireEvent.change(screen.getByLabelText('추천인 코드 (선택)'), { target: { value: 'ab-' } });
    expect(screen.getByLabelText('추천인 코드 (선택)')).toHaveValue('AB');
    fireEvent.change(await sendCode(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('추천인 코드는 영문과 숫자 4~12자로 입력해 주세요.');
    expect(apiMock.signInWithPhone).not.toHaveBeenCalled();
  });

  it('fills the code from the demo outbox when it answers', async () => {
    apiMock.listDevOutbox.mockResolvedValue({
      status: 'success',
      data: [{ messageIdx: 1, channel: 'sms', recipient: '01023456789', subject: null, body: '[입주] 인증번호는 482913 이에요.', provider: 'outbox', status: 'recorded', createdAt: '' }],
    });
    renderInShell(appRoutes, { path: '/login' });
    const codeInput = await sendCode();
    fireEvent.click(await screen.findByRole('button', { name: '데모: 인증번호 확인' }));
    await waitFor(() => expect(codeInput).toHaveValue('482913'));
  });

  it('hides the demo link when the outbox is not there, and shows Apple only when enabled', async () => {
    apiMock.getAppleSignInConfig.mockResolvedValue({
      status: 'success',
      data: { enabled: true, clientId: 'kr.ipju.web', redirectUri: 'https://ipju.kr/api/v2/auths/apple/callback', scope: 'name email', state: 's' },
    });
    renderInShell(appRoutes, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Apple로 계속하기' })).toBeInTheDocument();
    await sendCode();
    await waitFor(() => expect(apiMock.listDevOutbox).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: '데모: 인증번호 확인' })).not.toBeInTheDocument();
  });
});
