import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/api-mock';
import { reportDocument } from '../../../test/inspection-report-fixtures';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { LIVE_POLL_MS } from '../api/getInspectionLive';
import { routes } from '../routes';
import { INSPECTION_SESSION_KEY } from '../session';
import type { InspectionLive, InspectionReportView, LiveTask } from '../types';

const TOKEN = 'a'.repeat(43);

function view(overrides: Partial<InspectionReportView> = {}): InspectionReportView {
  return { document: reportDocument(), scope: 'resident', repairs: {}, latestReportIdx: 7, ...overrides };
}

function live(overrides: Partial<InspectionLive> = {}): InspectionLive {
  return {
    inspectionIdx: 4,
    status: 'in_progress',
    statusLabel: '점검 중',
    homeLabel: '래미안 원베일리 101동 1203호',
    areaLabel: '84㎡ (34평)',
    companyName: '입주 사전점검팀',
    visitDate: '2026-11-20',
    types: [{ type: 'visual', label: '육안 점검', state: 'writing', stateLabel: '작성 중', completedAt: null, taskCount: 0 }],
    spaces: [],
    unlinkedPhotos: [],
    tasks: [],
    latestReportIdx: null,
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('/pre-inspection-report', () => {
  it('opens the report of an SMS link without signing in, with its files carrying the token', async () => {
    const api = mockApi({ getInspectionReport: async () => ok(view({ scope: 'viewer' })) });
    renderInShell(routes, { path: `/pre-inspection-report?report=7&token=${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 2, name: '래미안 원베일리 101동 1203호' }, { timeout: 4000 })).toBeInTheDocument();
    expect(api.getInspectionReport).toHaveBeenCalledWith({ reportId: 7, token: TOKEN });
    expect(screen.getByText('벽지 이음매가 3cm 벌어졌어요')).toBeInTheDocument();
    const pdf = screen.getByRole('link', { name: /보고서 PDF/ });
    expect(pdf.getAttribute('href')).toMatch(new RegExp(`/inspection-reports/7/pdf\\?token=${TOKEN}$`));
    // A link sent to others reads the checklist, never ticks it.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(INSPECTION_SESSION_KEY)).toBe('4');
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
  });

  it("saves the resident's tick and shows the date the server keeps", async () => {
    const saved = view({ repairs: { '11': { status: 'requested', requestedAt: '2026-11-22', fixedAt: null } } });
    const api = mockApi({
      getInspectionReport: async () => ok(view()),
      updateInspectionRepair: async () => ok(saved),
    });
    renderInShell(routes, { path: `/pre-inspection-report?report=7&token=${TOKEN}` });
    const group = await screen.findByRole('group', { name: '도배 · 창문 아래 벽 보수 체크리스트' });
    await userEvent.click(within(group).getByRole('checkbox', { name: '시공사에 보수 요청함' }));
    expect(api.updateInspectionRepair).toHaveBeenCalledWith(
      expect.objectContaining({ reportId: 7, taskIdx: 11, body: expect.objectContaining({ token: TOKEN, status: 'requested' }) }),
    );
    expect(await within(group).findByText('2026.11.22 요청')).toBeInTheDocument();
    expect(await screen.findByText('보수 요청으로 표시했어요')).toBeInTheDocument();
  });

  it('says when a link is wrong or expired', async () => {
    mockApi({ getInspectionReport: async () => Promise.reject(apiError(404, '보고서를 찾을 수 없어요.')) });
    renderInShell(routes, { path: `/pre-inspection-report?report=7&token=${TOKEN}` });
    expect(await screen.findByText('보고서를 찾을 수 없어요')).toBeInTheDocument();
  });

  it("lists the signed-in resident's inspections, each opening its report or the live page", async () => {
    mockApi({
      listMyInspections: async () =>
        ok({
          inspections: [
            { inspectionIdx: 4, complexName: '래미안 원베일리', dong: '101', ho: '1203', visitDate: '2026-11-20', status: 'sent', statusLabel: '보고서 발송', reportIdx: 7, reportPath: '/pre-inspection-report?report=7' },
            { inspectionIdx: 5, complexName: '잠실 르엘', dong: '3', ho: '502', visitDate: '2026-12-01', status: 'in_progress', statusLabel: '점검 중', reportIdx: null, reportPath: null },
          ],
        }),
    });
    renderInShell(routes, { path: '/pre-inspection-report', auth: SIGNED_IN });
    const list = await screen.findByRole('list', { name: '내 사전점검' });
    expect(within(list).getByRole('link', { name: /래미안 원베일리 101동 1203호.*보고서 보기/ })).toHaveAttribute('href', '/pre-inspection-report?report=7');
    expect(within(list).getByRole('link', { name: /잠실 르엘 3동 502호.*진행 보기/ })).toHaveAttribute('href', '/pre-inspection-report?inspection=5');
  });

  it('follows an inspection in progress: a finding recorded meanwhile appears at the next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const recorded: LiveTask = {
      taskIdx: 41,
      inspectionIdx: 4,
      clientKey: 'device-task-41',
      spaceIdx: 2,
      updatedAt: '2026-11-20T01:05:00.000Z',
      type: 'visual',
      typeLabel: '육안 점검',
      spaceName: '주방',
      location: '상부장 문',
      comment: null,
      values: { type: 'visual', category: 'furniture', categoryLabel: '가구', severity: 'cosmetic', severityLabel: '미관', description: '문짝 모서리가 찍혔어요' },
      judgement: null,
      photos: [],
      createdAt: '2026-11-20T01:05:00.000Z',
    };
    const api = mockApi({ getInspectionLive: async () => ok(live()) });
    renderInShell(routes, { path: '/pre-inspection-report?inspection=4', auth: SIGNED_IN });
    expect(await screen.findByText('아직 기록이 없어요. 점검이 시작되면 여기에 하나씩 나타나요.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(INSPECTION_SESSION_KEY)).toBe('4');

    api.getInspectionLive.mockImplementation(async () => ok(live({ tasks: [recorded] })));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100));
    expect(await screen.findByText('문짝 모서리가 찍혔어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '기록 1건' })).toBeInTheDocument();
  });

  it('stops polling once the report is out and links to it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ getInspectionLive: async () => ok(live({ status: 'sent', statusLabel: '보고서 발송', latestReportIdx: 7 })) });
    renderInShell(routes, { path: '/pre-inspection-report?inspection=4', auth: SIGNED_IN });
    expect(await screen.findByRole('link', { name: '보고서 보기' })).toHaveAttribute('href', '/pre-inspection-report?report=7');
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3));
    expect(api.getInspectionLive).toHaveBeenCalledTimes(1);
  });
});
