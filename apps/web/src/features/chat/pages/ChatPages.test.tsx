import { CHAT_OFF_PLATFORM_WARNING, type ChatMessageBody } from '@ipju/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, mockApi, networkError, ok } from '../../../test/api-mock';
import { FakeEventSource } from '../../../test/fake-event-source';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeMessage, makeThread } from '../test/fixtures';

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.unstubAllGlobals());

describe('/chat', () => {
  it('signed out, explains what chat is for and asks to sign in', async () => {
    const { router } = renderInShell([...routes, { path: '/login', element: page('로그인') }], { path: '/chat' });
    expect(await screen.findByText('로그인하고 채팅을 시작해 보세요')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2Fchat');
    expect(apiMock.listChatThreads).not.toHaveBeenCalled();
  });

  it('lists ipju 상담 first, then the companies, with their unread counts', async () => {
    mockApi({
      listChatThreads: async () =>
        ok({
          list: [
            makeThread({ threadIdx: 8, title: '반짝줄눈', unreadCount: 2, updatedAt: '2026-11-26T05:00:00.000Z', lastMessage: { text: '내일 뵐게요', createdAt: '2026-11-26T05:00:00.000Z', mine: false } }),
            makeThread({ threadIdx: 1, kind: 'staff', title: 'ipju 상담', subtitle: '상담 중', order: null, warning: null }),
            makeThread({ threadIdx: 7, title: '깨끗한청소', updatedAt: '2026-11-26T04:00:00.000Z' }),
          ],
        }),
    });
    renderInShell(routes, { path: '/chat', auth: SIGNED_IN });
    const rows = await screen.findAllByTestId('chat-thread');
    expect(rows.map((row) => within(row).getByText(/ipju 상담|반짝줄눈|깨끗한청소/).textContent)).toEqual(['ipju 상담', '반짝줄눈', '깨끗한청소']);
    expect(within(rows[1]!).getByLabelText('읽지 않은 메시지 2개')).toHaveTextContent('2');
    expect(rows[0]).toHaveAttribute('href', '/chat/1');
  });

  it('offers to start ipju 상담 when the resident has not written to it yet', async () => {
    mockApi({
      listChatThreads: async () => ok({ list: [] }),
      openChatThread: async () => ok({ thread: makeThread({ threadIdx: 1, kind: 'staff', title: 'ipju 상담', order: null, warning: null }) }),
      getChatThread: async () => ok({ thread: makeThread({ threadIdx: 1, kind: 'staff', title: 'ipju 상담', order: null, warning: null }) }),
      listChatMessages: async () => ok({ list: [], hasMore: false }),
    });
    renderInShell(routes, { path: '/chat', auth: SIGNED_IN });
    await userEvent.click(await screen.findByTestId('chat-start-staff'));
    expect(apiMock.openChatThread).toHaveBeenCalledWith({ body: { kind: 'staff' } });
    expect(await screen.findByRole('heading', { name: 'ipju 상담' })).toBeInTheDocument();
  });
});

describe('/chat/:threadIdx', () => {
  it('shows the conversation by day with 읽음 on what the company read, and the warning not to pay outside ipju', async () => {
    mockApi({
      getChatThread: async () => ok({ thread: makeThread({ otherLastReadIdx: 2 }) }),
      listChatMessages: async () =>
        ok({
          list: [
            makeMessage(1, { createdAt: '2026-11-25T03:00:00.000Z' }),
            makeMessage(2, { mine: true, sender: 'resident', senderName: '김입주', text: '몇 시에 오세요?', createdAt: '2026-11-26T01:00:00.000Z' }),
            makeMessage(3, { mine: true, sender: 'resident', senderName: '김입주', text: '주차는 지하 2층이에요', createdAt: '2026-11-26T01:01:00.000Z' }),
          ],
          hasMore: false,
        }),
      readChatThread: async () => ok({ threadIdx: 7, myLastReadIdx: 1, unreadCount: 0 }),
    });
    renderInShell(routes, { path: '/chat/7', auth: SIGNED_IN });
    expect(await screen.findByText('몇 시에 오세요?')).toBeInTheDocument();
    expect(screen.getByTestId('chat-pay-warning')).toHaveTextContent(CHAT_OFF_PLATFORM_WARNING);
    expect(screen.getByRole('region', { name: '2026.11.25 (수)' })).toHaveTextContent('메시지 1');
    const mine = screen.getAllByTestId('chat-message').filter((m) => m.dataset.mine);
    expect(within(mine[0]!).getByText('읽음')).toBeInTheDocument();
    expect(within(mine[1]!).queryByText('읽음')).not.toBeInTheDocument();
    // The company's message is marked read.
    await waitFor(() => expect(apiMock.readChatThread).toHaveBeenCalledWith({ threadIdx: 7, body: { messageIdx: 1 } }));
  });

  it('sends a failed message again with the same clientKey, and shows it once', async () => {
    const sent: ChatMessageBody[] = [];
    mockApi({
      getChatThread: async () => ok({ thread: makeThread() }),
      listChatMessages: async () => ok({ list: [], hasMore: false }),
      sendChatMessage: async ({ body }) => {
        sent.push(body);
        if (sent.length === 1) throw networkError();
        return ok({ message: makeMessage(5, { mine: true, sender: 'resident', text: body.text ?? '', clientKey: body.clientKey }) });
      },
    });
    renderInShell(routes, { path: '/chat/7', auth: SIGNED_IN });
    await userEvent.click(await screen.findByRole('textbox', { name: '메시지' }));
    await userEvent.paste('현관 비밀번호 알려 드릴게요');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('인터넷 연결을 확인하고 다시 시도해 주세요.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '메시지' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: '다시 보내기' }));
    await waitFor(() => expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clientKey).toBe(sent[0]!.clientKey);
    expect(screen.getAllByText('현관 비밀번호 알려 드릴게요')).toHaveLength(1);
  });

  it('shows messages from the stream as they arrive, and after a reconnect fetches what came after the last one', async () => {
    mockApi({
      getChatThread: async () => ok({ thread: makeThread() }),
      listChatMessages: async (params) =>
        ok(
          params.after === undefined
            ? { list: [makeMessage(1)], hasMore: false }
            : { list: params.after < 3 ? [makeMessage(3, { text: '도착 10분 전이에요' })] : [], hasMore: false },
        ),
      readChatThread: async () => ok({ threadIdx: 7, myLastReadIdx: 1, unreadCount: 0 }),
    });
    renderInShell(routes, { path: '/chat/7', auth: SIGNED_IN });
    expect(await screen.findByText('메시지 1')).toBeInTheDocument();
    const stream = FakeEventSource.latest();
    act(() => {
      stream.open();
      stream.emit('message', makeMessage(2, { text: '내일 오전 9시에 갈게요' }), 2);
      stream.emit('message', makeMessage(99, { threadIdx: 8, text: '다른 방' }), 99);
    });
    expect(await screen.findByText('내일 오전 9시에 갈게요')).toBeInTheDocument();
    expect(screen.queryByText('다른 방')).not.toBeInTheDocument();

    act(() => {
      stream.drop();
      stream.open();
    });
    expect(await screen.findByText('도착 10분 전이에요')).toBeInTheDocument();
    expect(apiMock.listChatMessages).toHaveBeenCalledWith({ threadIdx: 7, after: 2, limit: 100 });
    expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('메시지 1'),
      expect.stringContaining('내일 오전 9시에 갈게요'),
      expect.stringContaining('도착 10분 전이에요'),
    ]);
  });
});
