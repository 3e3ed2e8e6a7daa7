import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_SEND_SCOPE_LABELS, SEND_TYPE_LABELS, type InspectionDetail, type InspectionReportView, type ReportSendEntry } from '@ipju/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '../../../components/ui/UIProvider';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { createTestQueryClient } from '../../../test/test-utils';
import { inspectionDetailFixture, reportViewFixture } from '../test/fixtures';
import { InspectionReportPage } from './InspectionReportPage';

/** The report page in a data router (the leave guard needs one), beside the inspection page it goes back to. */
function renderPage() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UIProvider>
            <Outlet />
          </UIProvider>
        ),
        children: [
          { path: '/inspector/inspections/:inspectionId/report', element: <InspectionReportPage /> },
          { path: '/inspector/inspections/:inspectionId', element: <h1>점검 화면</h1> },
        ],
      },
    ],
    { initialEntries: ['/inspector/inspections/7/report'] },
  );
  const utils = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

afterEach(() => window.localStorage.clear());

describe('InspectionReportPage', () => {
  it('saves the 총평, or shows the server’s reason it cannot yet', async () => {
    const user = userEvent.setup();
    let detail: InspectionDetail = inspectionDetailFixture({ latestReportIdx: null });
    mockApi({ inspectorGetInspection: async () => ok(detail), inspectorListReportSends: async () => ok({ items: [] }) });
    apiMock.inspectorSaveInspectionResult
      .mockRejectedValueOnce(apiError(409, '다섯 가지 점검을 모두 작성 완료해야 총평을 저장할 수 있어요.'))
      .mockImplementationOnce(async ({ body }) => {
        detail = { ...detail, opinion: body.opinion, opinionAt: '2026-11-26T02:00:00.000Z' };
        return ok(detail);
      });
    renderPage();

    const field = await screen.findByRole('textbox', { name: '입주민에게 전할 총평' });
    await user.type(field, '욕실 타일 들뜸을 먼저 고쳐 주세요.');
    await user.click(screen.getByRole('button', { name: '총평 저장하기' }));
    expect(await screen.findByText('다섯 가지 점검을 모두 작성 완료해야 총평을 저장할 수 있어요.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '총평 저장하기' }));
    expect(await screen.findByText('총평을 저장했어요.')).toBeInTheDocument();
    expect(apiMock.inspectorSaveInspectionResult).toHaveBeenLastCalledWith({ inspectionId: 7, body: { opinion: '욕실 타일 들뜸을 먼저 고쳐 주세요.' } });
    expect(screen.queryByText('다섯 가지 점검을 모두 작성 완료해야 총평을 저장할 수 있어요.')).not.toBeInTheDocument();
    // Saved on the server: nothing waits on the phone any more.
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the 총평 typed before the five types are done: leaving asks first, and it is there when the page opens again', async () => {
    const user = userEvent.setup();
    mockApi({
      inspectorGetInspection: async () => ok(inspectionDetailFixture({ latestReportIdx: null, completedTypeCount: 3, opinion: null, opinionAt: null })),
      inspectorListReportSends: async () => ok({ items: [] }),
    });
    const first = renderPage();
    const field = await screen.findByRole('textbox', { name: '입주민에게 전할 총평' });
    await user.type(field, '욕실 타일 들뜸을 먼저 고쳐 주세요.');
    expect(screen.getByText(/저장하기 전까지는 이 휴대폰에만 남아 있어요/)).toBeInTheDocument();

    // Back to the inspection to finish the types: the console asks first.
    void first.router.navigate('/inspector/inspections/7');
    const dialog = await screen.findByRole('alertdialog', { name: '총평이 아직 저장되지 않았어요' });
    await user.click(within(dialog).getByRole('button', { name: '계속 쓰기' }));
    expect(screen.getByRole('textbox', { name: '입주민에게 전할 총평' })).toHaveValue('욕실 타일 들뜸을 먼저 고쳐 주세요.');
    void first.router.navigate('/inspector/inspections/7');
    await user.click(within(await screen.findByRole('alertdialog', { name: '총평이 아직 저장되지 않았어요' })).getByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '점검 화면' })).toBeInTheDocument();
    first.unmount();

    // Opened again later (a new page, as after closing the app): the words are back.
    renderPage();
    expect(await screen.findByRole('textbox', { name: '입주민에게 전할 총평' })).toHaveValue('욕실 타일 들뜸을 먼저 고쳐 주세요.');
    expect(screen.getByRole('button', { name: '총평 저장하기' })).toBeEnabled();
  });

  it('does not ask before leaving when the 총평 is what the server has', async () => {
    mockApi({
      inspectorGetInspection: async () => ok(inspectionDetailFixture({ latestReportIdx: null, opinion: '전체적으로 양호해요.', opinionAt: '2026-11-26T02:00:00.000Z' })),
      inspectorListReportSends: async () => ok({ items: [] }),
    });
    const { router } = renderPage();
    expect(await screen.findByRole('textbox', { name: '입주민에게 전할 총평' })).toHaveValue('전체적으로 양호해요.');
    void router.navigate('/inspector/inspections/7');
    expect(await screen.findByRole('heading', { name: '점검 화면' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when the records did not change since the version just made, instead of claiming a new one', async () => {
    const user = userEvent.setup();
    const view: InspectionReportView = reportViewFixture();
    mockApi({
      inspectorListReportSends: async () => ok({ items: [] }),
      inspectorGetInspection: async () => ok(inspectionDetailFixture({ latestReportIdx: view.document.reportIdx, reportedAt: '2026-11-26T03:00:00.000Z' })),
      inspectorCreateReport: async () => ok({ reportIdx: view.document.reportIdx, version: 1, createdAt: '2026-11-26T03:00:00.000Z' }),
      getInspectionReport: async () => ok(view),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '보고서 다시 만들기' }));
    expect(await screen.findByText('바뀐 기록이 없어서 방금 만든 보고서 1판을 그대로 써요.')).toBeInTheDocument();
    expect(apiMock.inspectorCreateReport).toHaveBeenCalledTimes(1);
  });

  it('makes the report, previews it as the resident reads it with marked photos, and sends it to the resident and others', async () => {
    const user = userEvent.setup();
    let detail: InspectionDetail = inspectionDetailFixture({ latestReportIdx: null });
    const view: InspectionReportView = reportViewFixture();
    // What the server has kept: a send made earlier on another phone, then whatever this screen sends.
    const sends: ReportSendEntry[] = [sendEntry(1, '김입주', '010-****-5678', 'alimtalk', 'resident')];
    mockApi({
      inspectorListReportSends: async () => ok({ items: [...sends].reverse() }),
      inspectorGetInspection: async () => ok(detail),
      inspectorCreateReport: async () => {
        detail = { ...detail, latestReportIdx: view.document.reportIdx, reportedAt: '2026-11-26T03:00:00.000Z' };
        return ok({ reportIdx: view.document.reportIdx, version: 1, createdAt: '2026-11-26T03:00:00.000Z' });
      },
      getInspectionReport: async () => ok(view),
      inspectorSendReport: async ({ sendType }) => {
        sends.push(sendEntry(2, '김입주', '010-****-5678', sendType, 'resident'));
        return ok({ reportIdx: 90, sent: [{ name: '김입주', to: '01012345678', channel: sendType, duplicate: false }] });
      },
      inspectorSendReportToOthers: async ({ sendType, body }) => {
        body.recipients.forEach((r, n) => sends.push(sendEntry(3 + n, r.name, 'as***@builder.co.kr', sendType, 'viewer')));
        return ok({ reportIdx: 90, sent: body.recipients.map((r) => ({ name: r.name, to: r.email ?? r.phone ?? '', channel: sendType, duplicate: false })) });
      },
    });
    renderPage();

    expect(await screen.findByRole('button', { name: '입주민에게 보내기' })).toBeDisabled();
    // The history is the server's, so a send from another phone shows too.
    expect(within(await screen.findByRole('list', { name: '보낸 기록' })).getByText('김입주 · 010-****-5678')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '보고서 만들기' }));
    expect(await screen.findByText('보고서 1판을 만들었어요.')).toBeInTheDocument();

    const preview = await screen.findByRole('article', { name: '보고서 미리보기' });
    // The resident's report view: its header, summary and spaces parts, photos with their marks.
    expect(within(preview).getByRole('heading', { name: '래미안 원베일리 101동 1203호' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: '공간별 하자' })).toBeInTheDocument();
    expect(within(preview).getAllByText(/타일 들뜸/).length).toBeGreaterThan(0);
    expect(preview.querySelectorAll('svg path')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: '보고서 다시 만들기' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: '입주민에게 보내는 방법' })).getByRole('button', { name: '문자' }));
    await user.click(screen.getByRole('button', { name: '입주민에게 보내기' }));
    expect(apiMock.inspectorSendReport).toHaveBeenCalledWith({ inspectionId: 7, sendType: 'sms' });
    expect(await screen.findByText('김입주님께 문자로 보냈어요.')).toBeInTheDocument();

    const others = screen.getByRole('group', { name: '다른 분께 보내는 방법' });
    await user.click(within(others).getByRole('button', { name: '이메일' }));
    await user.type(screen.getByRole('textbox', { name: '이름' }), '시공사 AS팀');
    await user.click(screen.getByRole('button', { name: '이메일로 보내기' }));
    expect(await screen.findByText('시공사 AS팀님의 이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(apiMock.inspectorSendReportToOthers).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'as@builder.co.kr');
    await user.click(screen.getByRole('button', { name: '이메일로 보내기' }));
    await waitFor(() =>
      expect(apiMock.inspectorSendReportToOthers).toHaveBeenCalledWith({
        inspectionId: 7,
        sendType: 'email',
        body: { recipients: [{ name: '시공사 AS팀', email: 'as@builder.co.kr' }] },
      }),
    );
    const history = screen.getByRole('list', { name: '보낸 기록' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('시공사 AS팀 · as***@builder.co.kr이메일 · ');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('1판 · 보기만');
  });
});

function sendEntry(linkIdx: number, name: string, to: string, channel: ReportSendEntry['channel'], scope: ReportSendEntry['scope']): ReportSendEntry {
  const labels = { channelLabel: SEND_TYPE_LABELS[channel], scopeLabel: REPORT_SEND_SCOPE_LABELS[scope] };
  return { linkIdx, reportIdx: 90, version: 1, name, channel, to, scope, ...labels, sentAt: `2026-11-26T0${linkIdx}:00:00.000Z` };
}
