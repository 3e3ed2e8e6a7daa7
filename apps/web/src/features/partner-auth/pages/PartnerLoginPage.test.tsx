import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole } from '../../../test/partner-console';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 5000 };

async function fillIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/이메일/, {}, SLOW), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/비밀번호/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '로그인' }));
}

describe('PartnerLoginPage', () => {
  it('names the missing fields in Korean without calling the server', async () => {
    renderConsole('/partner/login');
    fireEvent.click(await screen.findByRole('button', { name: '로그인' }, SLOW));
    expect(await screen.findByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/이메일/), { target: { value: 'partner01' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(/이메일 형식이 올바르지 않아요/)).toBeInTheDocument();
    expect(apiMock.partnerLogin).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password and stays signed out", async () => {
    mockApi({ partnerLogin: async () => Promise.reject(apiError(401, '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.')) });
    const { router } = renderConsole('/partner/login');
    await fillIn('partner01@ipju.kr', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 맞지 않아요.');
    expect(router.state.location.pathname).toBe('/partner/login');
    expect(window.localStorage.getItem('ipju:partner-credential')).toBeNull();
  });

  it('tells when sign-in is locked for too many attempts', async () => {
    mockApi({
      partnerLogin: async () => Promise.reject(apiError(429, '로그인 시도가 너무 많아요. 오후 3시 15분 이후에 다시 시도해 주세요.')),
    });
    renderConsole('/partner/login');
    await fillIn('partner01@ipju.kr', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인 시도가 너무 많아요. 오후 3시 15분 이후에 다시 시도해 주세요.');
  });

  it('keeps the token, shows the company and goes on to the page asked for', async () => {
    mockApi({
      partnerLogin: async () =>
        ok({ accessToken: 'tok-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), partner: DEMO_PARTNER }),
    });
    const { router } = renderConsole('/partner/login?next=%2Fpartner%2Fmore');
    await fillIn(' Partner01@ipju.kr ', 'ipju-partner-1234');
    expect(apiMock.partnerLogin).toHaveBeenCalledWith({ body: { email: 'Partner01@ipju.kr', password: 'ipju-partner-1234' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/more'), SLOW);
    expect(await screen.findByText('partner01@ipju.kr')).toBeInTheDocument();
    expect(screen.getAllByText('반짝홈클린').length).toBeGreaterThan(0);
    expect(JSON.parse(window.localStorage.getItem('ipju:partner-credential') ?? '{}')).toMatchObject({ accessToken: 'tok-1' });
  });

  it('never follows a next outside the console', async () => {
    mockApi({
      partnerLogin: async () =>
        ok({ accessToken: 'tok-2', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), partner: DEMO_PARTNER }),
      partnerGetProfile: async () => ok(DEMO_PARTNER),
    });
    const { router } = renderConsole('/partner/login?next=%2F%2Fevil.example');
    await fillIn('partner01@ipju.kr', 'ipju-partner-1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner'), SLOW);
  });
});
