import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_INSPECTOR, inspectionItem, renderInspectorConsole, storePartnerToken } from '../../../test/inspector-console';

function signedIn() {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_INSPECTOR),
    partnerIsInspection: async () => ok({ isInspection: true }),
    inspectorGetInspectionSummary: async () => ok({ scheduled: 2, inProgress: 1, measured: 1, reported: 2, sent: 3, today: 1 }),
    inspectorListInspectionsToCheck: async () => ok({ inspections: [inspectionItem()] }),
  });
}

describe('점검원 홈', () => {
  it('shows the counts and today’s list, and searches the reports by resident and complex name', async () => {
    signedIn();
    const sent = inspectionItem({ inspectionIdx: 8, status: 'sent', statusLabel: '보고서 발송', homeLabel: '헬리오시티 305동 802호', residentName: '이보고' });
    mockApi({ inspectorListInspectionReports: async () => ok({ inspections: [sent], page: 1, total: 1, hasNext: false }) });
    renderInspectorConsole('/inspector');

    expect(await screen.findByText('래미안 원베일리 101동 1203호', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByTestId('summary-sent')).toHaveTextContent('3건');
    expect(screen.getByTestId('summary-reported')).toHaveTextContent('2건');
    expect(screen.getByTestId('inspection-card')).toHaveTextContent('점검 0/5 완료 · 기록 0건');

    await userEvent.click(screen.getByRole('tab', { name: '보고서' }));
    expect(await screen.findByText('헬리오시티 305동 802호')).toBeVisible();
    await userEvent.type(screen.getByLabelText('입주민 이름'), '이보고');
    await waitFor(() =>
      expect(apiMock.inspectorListInspectionReports).toHaveBeenLastCalledWith({ page: 1, residentName: '이보고' }),
    );
  });

  it('says what would be here when nothing is scheduled', async () => {
    signedIn();
    apiMock.inspectorListInspectionsToCheck.mockResolvedValue(ok({ inspections: [] }));
    renderInspectorConsole('/inspector');
    expect(await screen.findByText('예정된 점검이 없어요', {}, { timeout: 5000 })).toBeVisible();
  });
});
