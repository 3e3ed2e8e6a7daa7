import type { EventSourceLike } from '../lib/chat/chat-stream';

/**
 * A stand-in for the chat stream's EventSource in component tests: each opened stream is kept, and a test
 * opens it, sends it server events, drops it (the browser reconnects) or closes it (the browser gave up).
 */
export class FakeEventSource extends EventTarget implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readyState = 0;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  static reset(): void {
    FakeEventSource.opened = [];
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.opened[FakeEventSource.opened.length - 1];
    if (!last) throw new Error('No chat stream was opened.');
    return last;
  }

  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  emit(type: 'message' | 'read' | 'ready', data: unknown, id?: number): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) }));
  }

  /** The connection dropped and the browser is reconnecting by itself (readyState CONNECTING). */
  drop(): void {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }

  /** The server refused or ended the stream for good (readyState CLOSED). */
  fail(): void {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = 2;
  }
}
