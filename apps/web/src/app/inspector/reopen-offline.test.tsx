import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSPECTION_TYPES, type InspectionType } from '@ipju/contract';
import { taskKeys } from '../../features/inspector-tasks';
import { partnerKeys } from '../../features/partner-auth';
import { apiMock, mockApi, networkError, ok } from '../../test/api-mock';
import { DEMO_INSPECTOR, inspectionDetail, levelTask, renderInspectorConsole, standardOf, storePartnerToken } from '../../test/inspector-console';
import { createTestQueryClient } from '../../test/test-utils';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 5000 };

describe('the inspector console reopened with no connection', () => {
  it('goes on with the company kept on the phone when it cannot be read again', async () => {
    storePartnerToken();
    // What the offline cache gives back after a reload: the company as last read, an hour ago.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(partnerKeys.profile(), DEMO_INSPECTOR, { updatedAt: Date.now() - 60 * 60 * 1000 });
    mockApi({ partnerGetProfile: async () => Promise.reject(networkError()), partnerIsInspection: async () => Promise.reject(networkError()) });

    renderInspectorConsole('/inspector/unsent', { queryClient });

    expect(await screen.findByText('모든 기록을 보냈어요', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('inspector-company-name')).toHaveTextContent('입주 사전점검팀');
    expect(apiMock.partnerGetProfile).toHaveBeenCalled();
    expect(screen.queryByText('업체 정보를 불러오지 못했어요')).not.toBeInTheDocument();
  });

  it("keeps every type's tasks and standards of an opened inspection for later, not only the screens visited", async () => {
    storePartnerToken();
    mockApi({
      partnerGetProfile: async () => ok(DEMO_INSPECTOR),
      partnerIsInspection: async () => ok({ isInspection: true }),
      inspectorGetInspection: async () => ok(inspectionDetail()),
      inspectorListTasks: async ({ type }: { type: InspectionType }) => ok({ tasks: type === 'level' ? [levelTask()] : [] }),
      inspectorGetInspectionStandard: async ({ inspectionType }: { inspectionType: InspectionType }) => ok(standardOf(inspectionType)),
    });

    const { queryClient } = renderInspectorConsole('/inspector/inspections/7');

    expect(await screen.findByRole('heading', { name: '래미안 원베일리 101동 1203호' }, SLOW)).toBeVisible();
    await waitFor(() => expect(apiMock.inspectorGetInspectionStandard).toHaveBeenCalledTimes(INSPECTION_TYPES.length));
    expect(apiMock.inspectorListTasks.mock.calls.map(([args]) => args.type).sort()).toEqual([...INSPECTION_TYPES].sort());
    // In the cache, flagged for the offline copy: a reload with no signal opens any type's screen.
    await waitFor(() => expect(queryClient.getQueryData(taskKeys.list(7, 'level'))).toEqual([levelTask()]));
    for (const type of INSPECTION_TYPES) {
      expect(queryClient.getQueryCache().find({ queryKey: taskKeys.standard(7, type) })?.meta).toEqual({ persist: true });
    }
  });
});
