import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INSPECTION_OUTBOX, inspectionScope } from '../../../lib/inspection-outbox';
import { getOutbox } from '../../../lib/offline-outbox';
import { apiError, apiMock, mockApi, networkError, ok } from '../../../test/api-mock';
import { DEMO_INSPECTOR, inspectionDetail, renderInspectorConsole, storePartnerToken } from '../../../test/inspector-console';

function signedIn() {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_INSPECTOR),
    partnerIsInspection: async () => ok({ isInspection: true }),
    inspectorGetInspection: async () => ok(inspectionDetail()),
  });
}

afterEach(async () => {
  const outbox = getOutbox();
  for (const item of outbox.getState().items) await outbox.discard(item.id);
});

describe('점검 화면', () => {
  it('shows the home, the five types with their state and the records still on the phone', async () => {
    signedIn();
    apiMock.inspectorCreateTask.mockRejectedValue(networkError());
    await getOutbox().enqueue({
      kind: INSPECTION_OUTBOX.createTask,
      scope: inspectionScope(7),
      label: '거실 · 바닥 수평 3mm',
      payload: { inspectionIdx: 7, type: 'level', body: { clientKey: 'k1', spaceIdx: 101, location: '', spanMm: 3000, deviationMm: 3 } },
    });
    renderInspectorConsole('/inspector/inspections/7');

    // The console's chunk loads lazily on the first path: allow it time.
    expect(await screen.findByRole('heading', { name: '래미안 원베일리 101동 1203호' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText('34평 (전용 84㎡)')).toBeVisible();
    expect(screen.getByText('2026.12.05 (토) 오전 9시')).toBeVisible();
    expect(screen.getByText(/김입주 님/)).toBeVisible();
    const level = screen.getByTestId('type-row-level');
    expect(level).toHaveTextContent('바닥 수평');
    expect(level).toHaveTextContent('기록 1건');
    expect(level).toHaveTextContent('전송 대기 1');
    expect(level).toHaveAttribute('href', '/inspector/inspections/7/types/level');
    expect(screen.getByTestId('type-row-radon')).toHaveTextContent('작성 중');
  });

  it('shows how to get into an ordered home: address, entry method, door code on a tap, parking, request, and the 050 안심번호 to call', async () => {
    signedIn();
    mockApi({
      partnerGetVisit: async () =>
        ok({
          lineIdx: 55,
          complexName: '래미안 원베일리',
          address: '서울 서초구 반포동',
          dong: '101',
          ho: '1203',
          contactName: '김입주',
          entryMethod: 'door_code' as const,
          entryMethodLabel: '공동현관 비밀번호',
          entryCodeAvailableFrom: '2026-12-04',
          entryCodeReadable: true,
          parking: 'registration' as const,
          parkingLabel: '방문 차량 등록 필요',
          request: '도착 전에 전화 주세요.',
        }),
      partnerGetEntryCode: async () => ok({ lineIdx: 55, entryCode: '1203#', readAt: '2026-12-04T01:00:00.000Z', message: '확인한 기록이 입주민에게 보여요.' }),
    });
    renderInspectorConsole('/inspector/inspections/7');

    const card = await screen.findByRole('region', { name: '점검 정보' }, { timeout: 5000 });
    expect(await within(card).findByText('방문 차량 등록 필요')).toBeVisible();
    expect(within(card).getByText('서울 서초구 반포동')).toBeVisible();
    expect(within(card).getByText('공동현관 비밀번호')).toBeVisible();
    expect(within(card).getByText('도착 전에 전화 주세요.')).toBeVisible();
    // The resident's phone only masked; the call goes through the inspection's 050 number.
    expect(within(card).getByText('010-****-5678')).toBeVisible();
    expect(within(card).queryByRole('link', { name: /010/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '안심번호 보기' })).toBeVisible();
    expect(apiMock.partnerGetVisit).toHaveBeenCalledWith({ lineIdx: 55 });

    // The code is read only on a tap (each read is logged for the resident).
    expect(apiMock.partnerGetEntryCode).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: '공동현관 비밀번호 보기' }));
    expect(await within(card).findByTestId('entry-code')).toHaveTextContent('1203#');
  });

  it('shows the address of an inspection made without an order, and asks for no visit details', async () => {
    signedIn();
    apiMock.inspectorGetInspection.mockResolvedValue(ok(inspectionDetail({ orderLineIdx: null, orderNo: null })));
    renderInspectorConsole('/inspector/inspections/7');
    const card = await screen.findByRole('region', { name: '점검 정보' }, { timeout: 5000 });
    expect(within(card).getByText('서울 서초구 반포동')).toBeVisible();
    expect(within(card).queryByText('출입 방법')).not.toBeInTheDocument();
    expect(apiMock.partnerGetVisit).not.toHaveBeenCalled();
  });

  it('saves the edited spaces as one ordered list, and shows the server refusing to drop a space with records', async () => {
    signedIn();
    const detail = inspectionDetail();
    mockApi({ inspectorUpdateInspection: async () => Promise.reject(apiError(409, '기록이 있는 공간은 지울 수 없어요: 거실')) });
    renderInspectorConsole('/inspector/inspections/7');
    await userEvent.click(await screen.findByRole('button', { name: '공간 편집' }, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog');

    await userEvent.click(within(sheet).getByRole('button', { name: '침실1 위로' }));
    const name = within(sheet).getAllByLabelText(/번째 공간 이름/)[2]!;
    await userEvent.clear(name);
    await userEvent.type(name, '안방 욕실');
    await userEvent.click(within(sheet).getByRole('button', { name: '+ 드레스룸' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '거실 지우기' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '공간 저장하기' }));

    expect(apiMock.inspectorUpdateInspection).toHaveBeenCalledWith({
      inspectionId: 7,
      body: {
        spaces: [
          { spaceIdx: detail.spaces[1]!.spaceIdx, name: '침실1', kind: 'bedroom' },
          { spaceIdx: detail.spaces[2]!.spaceIdx, name: '안방 욕실', kind: 'bathroom' },
          { name: '드레스룸', kind: 'dressroom' },
        ],
      },
    });
    expect(await within(sheet).findByText('기록이 있는 공간은 지울 수 없어요: 거실')).toBeVisible();
  });

  it('finds a resident by name and links them to the inspection', async () => {
    signedIn();
    apiMock.inspectorGetInspection.mockResolvedValue(ok(inspectionDetail({ residentName: null, residentIdx: null, residentPhoneMasked: null, canCall: false })));
    mockApi({
      inspectorSearchResidents: async () =>
        ok({ residents: [{ residentIdx: 44, name: '최입주', phoneMasked: '010-****-4321', complexName: '래미안 원베일리', dong: '101', ho: '1203' }] }),
      inspectorUpdateInspection: async () => ok(inspectionDetail({ residentIdx: 44, residentName: '최입주', residentPhoneMasked: '010-****-4321', canCall: true })),
    });
    renderInspectorConsole('/inspector/inspections/7');
    await userEvent.click(await screen.findByRole('button', { name: '입주민 연결하기' }, { timeout: 5000 }));
    const sheet = await screen.findByRole('dialog');
    await userEvent.type(within(sheet).getByLabelText('입주민 검색'), '최입주');
    await userEvent.click(await within(sheet).findByRole('button', { name: /최입주/ }));

    expect(apiMock.inspectorSearchResidents).toHaveBeenCalledWith({ keyword: '최입주' });
    expect(apiMock.inspectorUpdateInspection).toHaveBeenCalledWith({ inspectionId: 7, body: { residentIdx: 44 } });
    expect(await screen.findByText(/최입주 님/)).toBeVisible();
    expect(screen.getByRole('button', { name: '입주민 바꾸기' })).toBeVisible();
  });
});
