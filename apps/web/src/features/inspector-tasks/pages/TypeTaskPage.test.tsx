import type { InspectionTask } from '@ipju/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getOutbox } from '../../../lib/offline-outbox';
import { apiError, apiMock, mockApi, networkError, ok } from '../../../test/api-mock';
import {
  DEMO_INSPECTOR,
  inspectionDetail,
  levelTask,
  renderInspectorConsole,
  standardOf,
  storePartnerToken,
} from '../../../test/inspector-console';

function signedInInspector(tasks: InspectionTask[] = [levelTask()]) {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_INSPECTOR),
    partnerIsInspection: async () => ok({ isInspection: true }),
    inspectorGetInspection: async () => ok(inspectionDetail()),
    inspectorGetInspectionStandard: async ({ inspectionType }) => ok(standardOf(inspectionType)),
    inspectorListTasks: async () => ok({ tasks }),
  });
}

afterEach(async () => {
  // The page's one outbox lives on between tests of this file: leave it empty.
  const outbox = getOutbox();
  for (const item of outbox.getState().items) await outbox.discard(item.id);
});

describe('바닥 수평 기록 화면', () => {
  it('records a task offline at once, marked 전송 대기, and sends it once when the connection returns', async () => {
    signedInInspector();
    apiMock.inspectorCreateTask.mockRejectedValue(networkError());
    renderInspectorConsole('/inspector/inspections/7/types/level');

    // The task already on the server, judged by the server.
    expect(await screen.findByText(/3,000 mm에 1 mm/, {}, { timeout: 5000 })).toBeVisible();

    // A few taps: the room, the number (number keyboard), and the verdict shows before saving.
    await userEvent.click(within(screen.getByTestId('space-chips')).getByRole('button', { name: '침실1' }));
    const deviation = screen.getByLabelText('높이 차');
    expect(deviation).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(deviation, '5');
    const verdict = screen.getByTestId('verdict-preview');
    expect(verdict).toHaveTextContent('기준 초과');
    expect(verdict).toHaveTextContent('3,000 mm에 2 mm 이하');
    expect(verdict).toHaveTextContent('출처: LH 전문시방서');

    await userEvent.click(screen.getByRole('button', { name: '기록 저장' }));

    // In the list straight away, waiting; the header says one record is unsent.
    const waiting = await screen.findAllByTestId('task-row');
    const fresh = waiting.find((row) => row.dataset.sync === 'pending')!;
    expect(fresh).toHaveTextContent('침실1');
    expect(fresh).toHaveTextContent('전송 대기');
    expect(fresh).toHaveTextContent('기준 초과');
    expect(await screen.findByTestId('inspector-unsent-badge')).toHaveTextContent('전송 안 된 기록 1건');
    // The measured value is cleared for the next reading; the span stays.
    expect(screen.getByLabelText('높이 차')).toHaveValue('');
    expect(screen.getByLabelText('측정 길이')).toHaveValue('3000');

    const body = apiMock.inspectorCreateTask.mock.calls[0]![0].body as Record<string, unknown>;
    expect(body).toMatchObject({ spaceIdx: 102, spanMm: 3000, deviationMm: 5, location: '' });
    expect(typeof body.clientKey).toBe('string');

    // The connection returns: the server creates it (once), and the row becomes the server's.
    const created = levelTask({
      taskIdx: 502,
      spaceIdx: 102,
      spaceName: '침실1',
      clientKey: body.clientKey as string,
      values: { type: 'level', spanMm: 3000, deviationMm: 5 },
      judgement: { verdict: 'fail', verdictLabel: '기준 초과', measuredText: '3,000 mm에 5 mm', allowedText: '3,000 mm에 2 mm 이하', note: null, standardKey: 'level.floor' },
    });
    const failedTries = apiMock.inspectorCreateTask.mock.calls.length;
    apiMock.inspectorCreateTask.mockResolvedValue(ok(created));
    apiMock.inspectorListTasks.mockResolvedValue(ok({ tasks: [levelTask(), created] }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await getOutbox().flush();
    });

    expect(await screen.findByText(/3,000 mm에 5 mm/)).toBeVisible();
    expect(screen.queryByText('전송 대기')).not.toBeInTheDocument();
    expect(screen.queryByTestId('inspector-unsent-badge')).not.toBeInTheDocument();
    // Sent once after the connection returned; every try carried the same clientKey (the server deduplicates).
    expect(apiMock.inspectorCreateTask).toHaveBeenCalledTimes(failedTries + 1);
    expect(new Set(apiMock.inspectorCreateTask.mock.calls.map((c) => (c[0].body as { clientKey: string }).clientKey))).toEqual(
      new Set([body.clientKey]),
    );
    expect(screen.getAllByTestId('task-row')).toHaveLength(2);
  });

  it("shows the server's Korean reason for a refused record, and lets the inspector discard it", async () => {
    signedInInspector([]);
    apiMock.inspectorCreateTask.mockRejectedValue(apiError(409, '작성 완료한 항목이에요. 다시 작성으로 바꾼 뒤 기록해 주세요.'));
    renderInspectorConsole('/inspector/inspections/7/types/level');
    await userEvent.type(await screen.findByLabelText('높이 차', {}, { timeout: 5000 }), '1');
    await userEvent.click(screen.getByRole('button', { name: '기록 저장' }));

    const row = await screen.findByTestId('task-row');
    expect(await within(row).findByRole('alert')).toHaveTextContent('작성 완료한 항목이에요. 다시 작성으로 바꾼 뒤 기록해 주세요.');
    expect(screen.getByTestId('inspector-unsent-badge')).toHaveTextContent('확인 필요 1건');

    await userEvent.click(within(row).getByRole('button', { name: /삭제/ }));
    await userEvent.click(await screen.findByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('아직 기록이 없어요')).toBeVisible();
    expect(screen.queryByTestId('inspector-unsent-badge')).not.toBeInTheDocument();
  });

  it('asks for the missing number in Korean and saves nothing', async () => {
    signedInInspector([]);
    renderInspectorConsole('/inspector/inspections/7/types/level');
    await userEvent.click(await screen.findByRole('button', { name: '기록 저장' }, { timeout: 5000 }));
    expect(await screen.findByText('높이 차를 입력해 주세요.')).toBeVisible();
    expect(getOutbox().getState().items).toEqual([]);
    expect(apiMock.inspectorCreateTask).not.toHaveBeenCalled();
  });

  it('marks the type 작성 완료, and 다시 작성 brings the form back', async () => {
    signedInInspector();
    // The server's inspection follows what was sent.
    let levelState: 'writing' | 'completed' = 'writing';
    const detail = () => {
      const d = inspectionDetail();
      return { ...d, types: d.types.map((t) => (t.type === 'level' ? { ...t, state: levelState } : t)) };
    };
    mockApi({
      inspectorGetInspection: async () => ok(detail()),
      inspectorCompleteInspectionType: async () => {
        levelState = 'completed';
        return ok({ inspectionIdx: 7, status: 'in_progress', statusLabel: '점검 중', types: detail().types });
      },
      inspectorReopenInspectionType: async () => {
        levelState = 'writing';
        return ok({ inspectionIdx: 7, status: 'in_progress', statusLabel: '점검 중', types: detail().types });
      },
    });
    renderInspectorConsole('/inspector/inspections/7/types/level');
    await userEvent.click(await screen.findByRole('button', { name: '작성 완료' }, { timeout: 5000 }));
    expect(await screen.findByTestId('type-state')).toHaveTextContent('작성 완료');
    expect(screen.queryByRole('button', { name: '기록 저장' })).not.toBeInTheDocument();
    await waitFor(() => expect(apiMock.inspectorCompleteInspectionType).toHaveBeenCalledWith({ inspectionId: 7, inspectionType: 'level' }));
    // Still 작성 완료 once the server has it and the inspection is read again.
    await waitFor(() => expect(getOutbox().getState().items).toEqual([]));
    expect(screen.getByTestId('type-state')).toHaveTextContent('작성 완료');

    await userEvent.click(screen.getByRole('button', { name: '다시 작성' }));
    expect(await screen.findByRole('button', { name: '기록 저장' })).toBeVisible();
  });

  it("starts a formaldehyde reading without the radon monitor of the reading before, and keeps each substance's own device", async () => {
    window.localStorage.removeItem('ipju:inspector:last:radon');
    signedInInspector([]);
    apiMock.inspectorCreateTask.mockRejectedValue(networkError());
    renderInspectorConsole('/inspector/inspections/7/types/radon');

    await userEvent.type(await screen.findByLabelText('측정값', {}, { timeout: 5000 }), '120');
    await userEvent.type(screen.getByLabelText('측정 장비 (선택)'), 'RD200');
    await userEvent.click(screen.getByRole('button', { name: '기록 저장' }));
    await waitFor(() => expect(apiMock.inspectorCreateTask).toHaveBeenCalled());
    expect(apiMock.inspectorCreateTask.mock.calls[0]![0].body).toMatchObject({ substance: 'radon', comment: '측정 장비: RD200' });

    await userEvent.click(screen.getByRole('button', { name: '폼알데하이드' }));
    expect(screen.getByLabelText('측정 장비 (선택)')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('측정값', { exact: false }), '80');
    await userEvent.click(screen.getByRole('button', { name: '기록 저장' }));
    // Both readings wait on the phone (no signal): the formaldehyde one carries no device.
    const waiting = () => getOutbox().getState().items.map((i) => (i.payload as { body: Record<string, unknown> }).body);
    await waitFor(() => expect(waiting().map((b) => b.substance)).toEqual(['radon', 'formaldehyde']));
    expect(waiting().map((b) => b.comment)).toEqual(['측정 장비: RD200', null]);

    // Back to radon: its own monitor again.
    await userEvent.click(screen.getByRole('button', { name: '라돈' }));
    expect(screen.getByLabelText('측정 장비 (선택)')).toHaveValue('RD200');
  });
});
