import { CHAT_STAFF_TITLE, type StaffChatThreadDetail, type StaffChatThreadSummary } from '@ipju/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { FakeEventSource } from '../../../test/fake-event-source';
import { DEMO_STAFF, renderStaffConsole, storeStaffToken } from '../../../test/staff-console';

const summary = (over: Partial<StaffChatThreadSummary> = {}): StaffChatThreadSummary => ({
  threadIdx: 11,
  kind: 'staff',
  title: CHAT_STAFF_TITLE,
  subtitle: '상담 중',
  status: 'open',
  lastMessage: { text: '입주청소 날짜를 바꿀 수 있을까요?', createdAt: '2026-11-26T03:00:00.000Z', mine: false },
  lastMessageIdx: 4,
  unreadCount: 1,
  myLastReadIdx: 3,
  otherLastReadIdx: 0,
  order: null,
  planApplicationIdx: 5,
  warning: null,
  updatedAt: '2026-11-26T03:00:00.000Z',
  resident: { residentIdx: 21, name: '김입주' },
  unanswered: true,
  waitingSince: '2026-11-26T03:00:00.000Z',
  ...over,
});

const detail = (): StaffChatThreadDetail => ({
  thread: summary(),
  resident: {
    residentIdx: 21,
    name: '김입주',
    phone: '010-****-5678',
    homes: [{ homeIdx: 1, label: '잠실래미안아이파크 101동 1203호 34평', moveInDate: '2026-12-19' }],
    recentOrders: [
      {
        orderIdx: 3,
        orderNo: '2611-27-0002',
        lineIdx: 31,
        itemName: '입주청소 스탠다드',
        companyName: '깨끗한집 입주청소',
        status: 'awaiting_work',
        statusLabel: '시공대기',
        visitDate: '2026-12-11',
        price: 350900,
        createdAt: '2026-11-20T03:00:00.000Z',
      },
    ],
  },
  plan: {
    applicationIdx: 5,
    createdAt: '2026-11-25T03:00:00.000Z',
    homeLabel: '잠실래미안아이파크 101동 1203호 34평',
    moveInDate: '2026-12-19',
    summary: '줄눈과 탄성코트를 먼저 하고 입주청소를 해요.',
    total: 1200000,
    lines: [{ step: 1, categoryName: '줄눈', itemName: '케라폴리 줄눈', companyName: '줄눈명가', date: '2026-12-08', price: 528000, status: 'planned' }],
  },
});

beforeEach(() => {
  FakeEventSource.reset();
  window.localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => window.localStorage.clear());

describe('the staff console', () => {
  it('signed out, /staff/chat goes to the staff sign-in, which signs in and comes back', async () => {
    mockApi({
      staffLogin: async () => ok({ accessToken: 'staff-token', expiresAt: new Date(Date.now() + 86_400_000).toISOString(), staff: DEMO_STAFF }),
      staffListChatThreads: async () => ok({ list: [] }),
    });
    const { router } = renderStaffConsole('/staff/chat');
    // The console's chunk loads on the first /staff path.
    fireEvent.change(await screen.findByLabelText(/이메일/, {}, { timeout: 4000 }), { target: { value: 'staff@ipju.kr' } });
    fireEvent.change(screen.getByLabelText(/비밀번호/), { target: { value: 'ipju-staff-1234' } });
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('답을 기다리는 상담이 없어요')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/chat');
    expect(apiMock.staffListChatThreads).toHaveBeenCalledWith({ filter: 'unanswered' }, { headers: { Authorization: 'Bearer staff-token' } });
  });

  it('a refused token signs staff out', async () => {
    storeStaffToken();
    mockApi({ staffGetProfile: async () => Promise.reject(apiError(401, '로그인이 필요해요.')) });
    renderStaffConsole('/staff/chat');
    expect(await screen.findByText('로그인이 만료되었어요. 다시 로그인해 주세요.')).toBeInTheDocument();
  });

  it('lists the waiting conversations and filters them', async () => {
    storeStaffToken();
    mockApi({
      staffGetProfile: async () => ok(DEMO_STAFF),
      staffListChatThreads: async (params) => ok({ list: params?.filter === 'all' ? [summary(), summary({ threadIdx: 12, unanswered: false, waitingSince: null, resident: { residentIdx: 22, name: '박이사' } })] : [summary()] }),
    });
    renderStaffConsole('/staff/chat');
    const row = await screen.findByTestId('chat-thread');
    expect(row).toHaveTextContent('김입주');
    expect(within(row).getByTestId('staff-waiting')).toHaveTextContent('답변 대기');
    await userEvent.click(screen.getByRole('tab', { name: '전체' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-thread')).toHaveLength(2));
  });

  it('shows the resident, their orders and the attached plan in a panel, and puts a canned answer into the message box', async () => {
    storeStaffToken();
    mockApi({
      staffGetProfile: async () => ok(DEMO_STAFF),
      staffGetChatThread: async () => ok(detail()),
      staffListChatMessages: async () => ok({ list: [], hasMore: false }),
      staffListChatCannedAnswers: async () =>
        ok({ list: [{ cannedAnswerIdx: 1, title: '일정 변경 안내', text: '주문 상세에서 방문 일정을 바꿀 수 있어요.', updatedAt: '2026-11-20T03:00:00.000Z' }] }),
    });
    renderStaffConsole('/staff/chat/11');
    const toggle = await screen.findByRole('button', { name: '주문·계획 보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = screen.getByTestId('staff-resident-panel');
    expect(panel).toHaveTextContent('010-****-5678');
    expect(panel).toHaveTextContent('입주청소 스탠다드');
    expect(panel).toHaveTextContent('줄눈과 탄성코트를 먼저 하고 입주청소를 해요.');

    await userEvent.click(await screen.findByRole('button', { name: '일정 변경 안내' }));
    expect(screen.getByRole('textbox', { name: '메시지' })).toHaveValue('주문 상세에서 방문 일정을 바꿀 수 있어요.');
  });

  it('rewrites and removes a canned answer from 답변 관리', async () => {
    storeStaffToken();
    let list = [
      { cannedAnswerIdx: 1, title: '일정 변경 안내', text: '주문 상세에서 방문 일정을 바꿀 수 있어요.', updatedAt: '2026-11-20T03:00:00.000Z' },
      { cannedAnswerIdx: 2, title: '첫 인사', text: '안녕하세요, ipju 상담이에요.', updatedAt: '2026-11-20T03:00:00.000Z' },
    ];
    const api = mockApi({
      staffGetProfile: async () => ok(DEMO_STAFF),
      staffGetChatThread: async () => ok(detail()),
      staffListChatMessages: async () => ok({ list: [], hasMore: false }),
      staffListChatCannedAnswers: async () => ok({ list }),
      staffUpdateChatCannedAnswer: async ({ cannedAnswerIdx, body }) => {
        list = list.map((a) => (a.cannedAnswerIdx === cannedAnswerIdx ? { ...a, title: body.title ?? a.title, text: body.text ?? a.text } : a));
        return ok({ cannedAnswer: list.find((a) => a.cannedAnswerIdx === cannedAnswerIdx)! });
      },
      staffDeleteChatCannedAnswer: async ({ cannedAnswerIdx }) => {
        list = list.filter((a) => a.cannedAnswerIdx !== cannedAnswerIdx);
        return ok({ deleted: true as const });
      },
    });
    renderStaffConsole('/staff/chat/11');

    await userEvent.click(await screen.findByRole('button', { name: '답변 관리' }));
    await userEvent.click(await screen.findByRole('button', { name: '일정 변경 안내 고치기' }));
    const text = await screen.findByLabelText('답변 내용');
    expect(text).toHaveValue('주문 상세에서 방문 일정을 바꿀 수 있어요.');
    await userEvent.clear(text);
    await userEvent.type(text, '주문 상세의 방문 일정에서 바꿀 수 있어요.');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() =>
      expect(api.staffUpdateChatCannedAnswer).toHaveBeenCalledWith(
        { cannedAnswerIdx: 1, body: { title: '일정 변경 안내', text: '주문 상세의 방문 일정에서 바꿀 수 있어요.' } },
        expect.anything(),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: '일정 변경 안내' }));
    expect(screen.getByRole('textbox', { name: '메시지' })).toHaveValue('주문 상세의 방문 일정에서 바꿀 수 있어요.');

    await userEvent.click(screen.getByRole('button', { name: '답변 관리' }));
    await userEvent.click(await screen.findByRole('button', { name: '첫 인사 지우기' }));
    await userEvent.click(await screen.findByRole('button', { name: '지우기' }));
    await waitFor(() => expect(api.staffDeleteChatCannedAnswer).toHaveBeenCalledWith({ cannedAnswerIdx: 2 }, expect.anything()));
    await waitFor(() => expect(screen.queryByRole('button', { name: '첫 인사' })).not.toBeInTheDocument());
  });
});
