import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock';
import { DEMO_INSPECTOR, inspectionItem, renderInspectorConsole } from '../../../test/inspector-console';
import { DEMO_PARTNER } from '../../../test/partner-console';

const LOGIN = { accessToken: 'token-1', expiresAt: new Date(Date.now() + 86_400_000).toISOString() };

function homeStubs() {
  mockApi({
    inspectorGetInspectionSummary: async () => ok({ scheduled: 1, inProgress: 1, measured: 0, reported: 0, sent: 0, today: 1 }),
    inspectorListInspectionsToCheck: async () => ok({ inspections: [inspectionItem()] }),
  });
}

describe('점검원 로그인', () => {
  it('sends a signed-out inspector to sign in, then back to the page asked for', async () => {
    homeStubs();
    mockApi({
      partnerLogin: async () => ok({ ...LOGIN, partner: DEMO_INSPECTOR }),
      partnerGetProfile: async () => ok(DEMO_INSPECTOR),
      partnerIsInspection: async () => ok({ isInspection: true }),
    });
    const { router } = renderInspectorConsole('/inspector');
    expect(await screen.findByRole('heading', { name: '점검원 로그인' }, { timeout: 5000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/inspector/login');

    await userEvent.type(screen.getByLabelText(/이메일/), 'inspector@ipju.kr');
    await userEvent.type(screen.getByLabelText(/비밀번호/), 'ipju-inspector-1234');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('래미안 원베일리 101동 1203호')).toBeVisible();
    expect(screen.getByTestId('inspector-company-name')).toHaveTextContent('입주 사전점검팀');
    expect(screen.getByTestId('summary-today')).toHaveTextContent('1건');
    expect(router.state.location.pathname).toBe('/inspector');
  });

  it('tells a partner of another kind of company, in Korean, to use the partner console', async () => {
    mockApi({
      partnerLogin: async () => ok({ ...LOGIN, partner: DEMO_PARTNER }),
      partnerGetProfile: async () => ok(DEMO_PARTNER),
      partnerIsInspection: async () => ok({ isInspection: false }),
    });
    const { router } = renderInspectorConsole('/inspector/login');
    await userEvent.type(await screen.findByLabelText(/이메일/, {}, { timeout: 5000 }), 'partner01@ipju.kr');
    await userEvent.type(screen.getByLabelText(/비밀번호/), 'ipju-partner-1234');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('사전점검 업체 계정이 아니에요. 주문과 일정은 파트너 콘솔에서 확인해 주세요.')).toBeVisible();
    expect(screen.getByRole('link', { name: '파트너 콘솔로 가기' })).toHaveAttribute('href', '/partner');
    expect(router.state.location.pathname).toBe('/inspector/login');
  });
});
