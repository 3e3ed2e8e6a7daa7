import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source';
import { openChatStream } from './chat-stream';
import { createSseParser } from './fetch-event-source';

const url = (id: string | null) => (id ? `/api/v2/chat/stream?lastEventId=${id}` : '/api/v2/chat/stream');

describe('the chat stream', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('hands over messages, and after the server closed it opens again from the last id it saw', () => {
    const onMessage = vi.fn();
    const onOpen = vi.fn();
    const stop = openChatStream({ onMessage, onOpen }, { url, connect: (u) => new FakeEventSource(u) });
    const first = FakeEventSource.latest();
    expect(first.url).toBe('/api/v2/chat/stream');
    first.open();
    expect(onOpen).toHaveBeenLastCalledWith(false);
    first.emit('ready', { from: 40 }, 40);
    first.emit('message', { messageIdx: 41, threadIdx: 1, text: '안녕하세요' }, 41);
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ messageIdx: 41 }));

    // Dropped: the browser reconnects by itself with Last-Event-ID; nothing new is opened.
    first.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    first.open();
    expect(onOpen).toHaveBeenLastCalledWith(true);

    // Closed for good: a new stream resumes after 41, and the screen is told to refetch.
    first.fail();
    vi.advanceTimersByTime(1000);
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe('/api/v2/chat/stream?lastEventId=41');
    second.open();
    expect(onOpen).toHaveBeenLastCalledWith(true);

    stop();
    second.fail();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('ignores events it cannot read', () => {
    const onMessage = vi.fn();
    openChatStream({ onMessage }, { url, connect: (u) => new FakeEventSource(u) });
    const source = FakeEventSource.latest();
    source.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    source.emit('message', { hello: 1 });
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('the event-stream reader of the consoles', () => {
  it('reads events split anywhere, skips heartbeats and carries the last id', () => {
    const events: [string, string, string][] = [];
    const feed = createSseParser((type, data, id) => events.push([type, data, id]));
    feed('event: ready\nid: 7\ndata: {}\n\n: ping\n\nevent: mess');
    feed('age\nid: 8\ndata: {"a":1}\n\nevent: read\ndata: {"b":2}\n');
    feed('\n');
    expect(events).toEqual([
      ['ready', '{}', '7'],
      ['message', '{"a":1}', '8'],
      ['read', '{"b":2}', '8'],
    ]);
  });
});
