import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './types';
import { EMPTY_LOG, groupByDay, isReadByOther, messageLogReducer, type MessageLog, type OutgoingMessage } from './message-log';

const message = (messageIdx: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  messageIdx,
  threadIdx: 1,
  sender: 'staff',
  senderName: 'ipju 상담',
  text: `메시지 ${messageIdx}`,
  masked: false,
  photos: [],
  createdAt: '2026-11-26T03:00:00.000Z',
  mine: false,
  clientKey: null,
  ...over,
});

const outgoing = (clientKey: string): OutgoingMessage => ({
  clientKey,
  text: '안녕하세요',
  photos: [],
  photoFileIds: [],
  status: 'sending',
  error: null,
  createdAt: '2026-11-26T03:05:00.000Z',
});

const run = (...actions: Parameters<typeof messageLogReducer>[1][]): MessageLog => actions.reduce(messageLogReducer, EMPTY_LOG);

describe('the message log', () => {
  it('keeps each message once and in order, however the page, the stream and a refetch bring them', () => {
    const log = run(
      { type: 'loaded', list: [message(3), message(4)], hasMore: true },
      { type: 'received', list: [message(6)] },
      // After a reconnect the refetch repeats what the stream already brought, and fills the gap.
      { type: 'received', list: [message(5), message(6), message(7)] },
      { type: 'older', list: [message(1), message(2)], hasMore: false },
    );
    expect(log.messages.map((m) => m.messageIdx)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(log.hasOlder).toBe(false);
  });

  it('settles a message on its way when the stream brings it before the send is answered, and never shows it twice', () => {
    const log = run(
      { type: 'loaded', list: [], hasMore: false },
      { type: 'queued', message: outgoing('key-aaaa-1') },
      { type: 'received', list: [message(9, { mine: true, sender: 'resident', clientKey: 'key-aaaa-1', text: '안녕하세요' })] },
      { type: 'sent', clientKey: 'key-aaaa-1', message: message(9, { mine: true, sender: 'resident', clientKey: 'key-aaaa-1', text: '안녕하세요' }) },
    );
    expect(log.pending).toEqual([]);
    expect(log.messages.map((m) => m.messageIdx)).toEqual([9]);
  });

  it('keeps a failed message with its reason until it is sent again or removed', () => {
    let log = run({ type: 'queued', message: outgoing('key-bbbb-1') }, { type: 'failed', clientKey: 'key-bbbb-1', error: '인터넷 연결을 확인하고 다시 시도해 주세요.' });
    expect(log.pending[0]).toMatchObject({ status: 'failed', error: '인터넷 연결을 확인하고 다시 시도해 주세요.', clientKey: 'key-bbbb-1' });
    log = messageLogReducer(log, { type: 'retrying', clientKey: 'key-bbbb-1' });
    expect(log.pending[0]).toMatchObject({ status: 'sending', error: null, clientKey: 'key-bbbb-1' });
    log = messageLogReducer(log, { type: 'discarded', clientKey: 'key-bbbb-1' });
    expect(log.pending).toEqual([]);
  });

  it('moves 읽음 forward only', () => {
    const log = run({ type: 'read', messageIdx: 8 }, { type: 'read', messageIdx: 5 });
    expect(log.otherLastReadIdx).toBe(8);
    expect(isReadByOther(message(8, { mine: true }), log.otherLastReadIdx)).toBe(true);
    expect(isReadByOther(message(9, { mine: true }), log.otherLastReadIdx)).toBe(false);
    expect(isReadByOther(message(3, { mine: false }), log.otherLastReadIdx)).toBe(false);
  });

  it('separates the days as Seoul counts them', () => {
    const days = groupByDay(
      [
        message(1, { createdAt: '2026-11-25T14:59:00.000Z' }), // 11.25 23:59 in Seoul
        message(2, { createdAt: '2026-11-25T15:00:00.000Z' }), // 11.26 00:00 in Seoul
      ],
      [outgoing('key-cccc-1')],
    );
    expect(days.map((d) => [d.label, d.rows.length])).toEqual([
      ['2026.11.25 (수)', 1],
      ['2026.11.26 (목)', 2],
    ]);
    expect(days[1]!.rows[1]!.kind).toBe('outgoing');
  });
});
