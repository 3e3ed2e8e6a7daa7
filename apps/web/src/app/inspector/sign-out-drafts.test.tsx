import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, networkError, ok } from '../../test/api-mock';
import { DEMO_INSPECTOR, inspectionDetail, inspectionItem, renderInspectorConsole, storePartnerToken } from '../../test/inspector-console';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 5000 };

function signedIn() {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_INSPECTOR),
    partnerIsInspection: async () => ok({ isInspection: true }),
    partnerLogout: async () => ok({ ok: true as const }),
    inspectorGetInspectionSummary: async () => ok({ scheduled: 1, inProgress: 1, measured: 0, reported: 0, sent: 0, today: 1 }),
    inspectorListInspectionsToCheck: async () => ok({ inspections: [inspectionItem()] }),
    // Three of the five types done: the server does not take the 총평 yet, so it waits on the phone.
    inspectorGetInspection: async () => ok(inspectionDetail({ completedTypeCount: 3, opinion: null, opinionAt: null, latestReportIdx: null })),
    inspectorListReportSends: async () => ok({ items: [] }),
  });
}

afterEach(() => window.localStorage.clear());

describe('signing out of the inspector console', () => {
  it('takes the 총평 typed on this phone along: the next sign-in finds an empty 총평, not the last inspector’s words', async () => {
    const user = userEvent.setup();
    signedIn();
    const first = renderInspectorConsole('/inspector/inspections/7/report');
    await user.type(await screen.findByRole('textbox', { name: '입주민에게 전할 총평' }, SLOW), '욕실 타일 들뜸을 먼저 고쳐 주세요.');

    // Home, past the leave guard, then 로그아웃.
    void first.router.navigate('/inspector');
    await user.click(within(await screen.findByRole('alertdialog', { name: '총평이 아직 저장되지 않았어요' })).getByRole('button', { name: '나가기' }));
    await user.click(await screen.findByRole('button', { name: '로그아웃' }, SLOW));
    expect(await screen.findByText('로그아웃했어요.', {}, SLOW)).toBeInTheDocument();
    first.unmount();

    // Someone signs in on the same phone and opens the inspection's report.
    signedIn();
    renderInspectorConsole('/inspector/inspections/7/report');
    expect(await screen.findByRole('textbox', { name: '입주민에게 전할 총평' }, SLOW)).toHaveValue('');
    expect(screen.queryByText(/저장하기 전까지는 이 휴대폰에만 남아 있어요/)).not.toBeInTheDocument();
  });

  it('keeps the 총평 when the sign-out did not go through', async () => {
    const user = userEvent.setup();
    signedIn();
    mockApi({ partnerLogout: async () => Promise.reject(networkError()) });
    const first = renderInspectorConsole('/inspector/inspections/7/report');
    await user.type(await screen.findByRole('textbox', { name: '입주민에게 전할 총평' }, SLOW), '거실 창틀 실리콘 재시공이 필요해요.');
    void first.router.navigate('/inspector');
    await user.click(within(await screen.findByRole('alertdialog', { name: '총평이 아직 저장되지 않았어요' })).getByRole('button', { name: '나가기' }));
    await user.click(await screen.findByRole('button', { name: '로그아웃' }, SLOW));
    expect(await screen.findByText('인터넷 연결을 확인하고 다시 시도해 주세요.', {}, SLOW)).toBeInTheDocument();
    first.unmount();

    renderInspectorConsole('/inspector/inspections/7/report');
    expect(await screen.findByRole('textbox', { name: '입주민에게 전할 총평' }, SLOW)).toHaveValue('거실 창틀 실리콘 재시공이 필요해요.');
  });
});
