import type { ChatMessage, ChatReadEvent } from './types';

export interface ChatStreamHandlers {
  onMessage: (message: ChatMessage) => void;
  onRead?: (event: ChatReadEvent) => void;
  /**
   * The stream is open: the first time and after every reconnect. Whatever happened while it was down may
   * not all come through it (the server keeps a bounded backlog), so the screen refetches what it shows.
   */
  onOpen?: (reconnected: boolean) => void;
}

export interface ChatStreamOptions {
  /** The stream's address for a resume point (`?lastEventId=`); null for "from now on". */
  url: (lastEventId: string | null) => string;
  /** Resume from here (the last id a previous stream of this screen saw). */
  lastEventId?: string | null;
  /**
   * Opens one connection: a browser EventSource with the resident's cookie by default; the consoles pass a
   * FetchEventSource carrying their bearer credential; tests pass a fake.
   */
  connect?: (url: string) => EventSourceLike | null;
  /** How long to wait before opening again after the server closed the stream (ms). */
  retryDelays?: readonly number[];
}

/** What the stream needs of an EventSource (a browser one or lib/chat/fetch-event-source). */
export interface EventSourceLike {
  readonly readyState: number;
  close(): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

const browserEventSource = (url: string): EventSourceLike | null =>
  typeof EventSource === 'undefined' ? null : new EventSource(url, { withCredentials: true });

const RETRY_DELAYS = [1000, 2000, 5000, 10_000, 30_000] as const;

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/**
 * Listens to the chat stream (GET .../chat/stream, server-sent events `message` and `read`) until the returned
 * function is called. The browser's EventSource reconnects by itself after a dropped connection and sends the
 * last seen id (Last-Event-ID), so the server resumes without losing or repeating a message; when the server
 * refuses or ends the stream for good (EventSource closed), this opens a new one with `?lastEventId=` after a
 * growing pause. Either way `onOpen(true)` tells the screen to refetch, so nothing is missed even when the
 * backlog did not reach back far enough.
 */
export function openChatStream(handlers: ChatStreamHandlers, options: ChatStreamOptions): () => void {
  const open = options.connect ?? browserEventSource;
  const delays = options.retryDelays ?? RETRY_DELAYS;
  let lastEventId = options.lastEventId ?? null;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let opened = false;
  let dropped = false;
  let stopped = false;

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };

  const connect = () => {
    if (stopped) return;
    const es = open(options.url(lastEventId));
    if (!es) return;
    source = es;
    es.addEventListener('open', () => {
      failures = 0;
      const reconnected = opened || dropped;
      opened = true;
      dropped = false;
      handlers.onOpen?.(reconnected);
    });
    es.addEventListener('message', (event) => {
      remember(event as MessageEvent);
      const message = parse<ChatMessage>(event as MessageEvent);
      if (message && typeof message.messageIdx === 'number') handlers.onMessage(message);
    });
    // `ready` opens every stream with the position it starts from: resuming from there loses nothing.
    es.addEventListener('ready', (event) => remember(event as MessageEvent));
    es.addEventListener('read', (event) => {
      remember(event as MessageEvent);
      const read = parse<ChatReadEvent>(event as MessageEvent);
      if (read && typeof read.messageIdx === 'number') handlers.onRead?.(read);
    });
    es.addEventListener('error', () => {
      dropped = true;
      // CONNECTING: the browser is already reconnecting with Last-Event-ID. CLOSED: it gave up; open anew.
      if (es.readyState !== 2 || stopped) return;
      es.close();
      const delay = delays[Math.min(failures, delays.length - 1)] ?? 30_000;
      failures += 1;
      timer = setTimeout(connect, delay);
    });
  };

  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
