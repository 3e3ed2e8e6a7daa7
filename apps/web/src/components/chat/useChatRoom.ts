import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage } from '../../lib/error-message';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import {
  EMPTY_LOG,
  lastMessageIdx,
  lastOtherMessageIdx,
  messageLogReducer,
  type MessageLog,
  type OutgoingMessage,
} from '../../lib/chat/message-log';
import type { ChatMessage, ChatMessagePage, ChatReadEvent, ChatSender, SendChatMessageBody } from '../../lib/chat/types';
import { useChatStream, type ChatStreamTarget } from './useChatStream';

export const PAGE_SIZE = 30;

/**
 * One role's way into one conversation (the resident's, the company's and staff's operations differ only in
 * their paths and credentials): each feature builds it from its api/ files.
 */
export interface ChatRoomSource {
  threadIdx: number;
  /** Who the caller is in the conversation (a read event by anyone else is the other side's 읽음). */
  me: Exclude<ChatSender, 'system'>;
  listMessages: (query: { after?: number; before?: number; limit: number }) => Promise<ChatMessagePage>;
  sendMessage: (body: SendChatMessageBody) => Promise<ChatMessage>;
  markRead: (messageIdx: number) => Promise<unknown>;
  stream: ChatStreamTarget | null;
  /** The thread's read state when it was opened (GET thread). */
  otherLastReadIdx: number;
  /** After a message is stored or arrives (the feature refreshes its thread list's last message and badges). */
  onActivity?: () => void;
}

export interface ChatRoom {
  log: MessageLog;
  loadError: unknown;
  retryLoad: () => void;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Queues a message with a new clientKey and sends it. */
  send: (input: { text: string; photoFileIds: string[]; photoCount: number }) => void;
  /** Sends a failed message again with the same clientKey (the server stores it once however often it is sent). */
  retry: (clientKey: string) => void;
  discard: (clientKey: string) => void;
}

const SEND_FAILED = '보내지 못했어요. 다시 보내 주세요.';

/**
 * A live conversation: the newest page, older pages on request, messages from the stream as they arrive,
 * a refetch of what came after the last one shown whenever the stream (re)opens, the caller's messages sent
 * with a clientKey kept until the server answers (a retry never sends twice), and 읽음 both ways.
 */
export function useChatRoom(source: ChatRoomSource): ChatRoom {
  const [log, dispatch] = useReducer(messageLogReducer, source.otherLastReadIdx, (idx) => ({ ...EMPTY_LOG, otherLastReadIdx: idx }));
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const logRef = useRef(log);
  logRef.current = log;
  const [loadError, setLoadError] = useReducer((_: unknown, next: unknown) => next, null);
  const [attempt, bumpAttempt] = useReducer((n: number) => n + 1, 0);
  const [loadingOlder, setLoadingOlder] = useReducer((_: boolean, next: boolean) => next, false);
  const firstLoad = useRef<Promise<void> | null>(null);
  const bodies = useRef(new Map<string, SendChatMessageBody>());
  const { threadIdx } = source;

  useEffect(() => {
    dispatch({ type: 'read', messageIdx: source.otherLastReadIdx });
  }, [source.otherLastReadIdx]);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    firstLoad.current = sourceRef.current
      .listMessages({ limit: PAGE_SIZE })
      .then((page) => {
        if (live) dispatch({ type: 'loaded', list: page.list, hasMore: page.hasMore });
      })
      .catch((error: unknown) => {
        if (live) setLoadError(error);
      });
    return () => {
      live = false;
    };
  }, [threadIdx, attempt]);

  /** Everything after the newest message shown, page by page (after a reconnect, nothing is lost). */
  const catchUp = useCallback(async () => {
    await firstLoad.current;
    if (!logRef.current.loaded) return;
    for (let round = 0; round < 20; round += 1) {
      const after = lastMessageIdx(logRef.current);
      const page = await sourceRef.current.listMessages({ after, limit: 100 });
      dispatch({ type: 'received', list: page.list });
      logRef.current = { ...logRef.current, messages: [...logRef.current.messages, ...page.list] };
      if (!page.hasMore || page.list.length === 0) break;
    }
  }, []);

  useChatStream(
    source.stream,
    {
      onMessage: (message) => {
        if (message.threadIdx !== sourceRef.current.threadIdx) return;
        dispatch({ type: 'received', list: [message] });
        sourceRef.current.onActivity?.();
      },
      onRead: (event: ChatReadEvent) => {
        if (event.threadIdx === sourceRef.current.threadIdx && event.reader !== sourceRef.current.me) {
          dispatch({ type: 'read', messageIdx: event.messageIdx });
        }
      },
      onOpen: () => void catchUp().catch(() => undefined),
    },
    `${source.me}`,
  );

  // 읽음: the newest message of the other side, once the conversation is on screen.
  const markedRef = useRef(0);
  const newestOther = lastOtherMessageIdx(log.messages);
  useEffect(() => {
    const mark = () => {
      if (newestOther === null || newestOther <= markedRef.current) return;
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      markedRef.current = newestOther;
      sourceRef.current
        .markRead(newestOther)
        .then(() => sourceRef.current.onActivity?.())
        .catch(() => {
          markedRef.current = 0;
        });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestOther]);

  const deliver = useCallback((clientKey: string) => {
    const body = bodies.current.get(clientKey);
    if (!body) return;
    sourceRef.current
      .sendMessage(body)
      .then((message) => {
        bodies.current.delete(clientKey);
        dispatch({ type: 'sent', clientKey, message });
        sourceRef.current.onActivity?.();
      })
      .catch((error: unknown) => dispatch({ type: 'failed', clientKey, error: errorMessage(error, SEND_FAILED) }));
  }, []);

  const send = useCallback<ChatRoom['send']>(
    ({ text, photoFileIds, photoCount }) => {
      const trimmed = text.trim();
      if (!trimmed && photoFileIds.length === 0) return;
      const clientKey = newIdempotencyKey();
      const body: SendChatMessageBody = { clientKey, ...(trimmed ? { text: trimmed } : {}), ...(photoFileIds.length ? { photoFileIds } : {}) };
      bodies.current.set(clientKey, body);
      const message: OutgoingMessage = {
        clientKey,
        text: trimmed,
        photos: Array.from({ length: photoCount }, () => ({ url: '', thumbnailUrl: '' })),
        photoFileIds,
        status: 'sending',
        error: null,
        createdAt: new Date().toISOString(),
      };
      dispatch({ type: 'queued', message });
      deliver(clientKey);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientKey: string) => {
      dispatch({ type: 'retrying', clientKey });
      deliver(clientKey);
    },
    [deliver],
  );

  const discard = useCallback((clientKey: string) => {
    bodies.current.delete(clientKey);
    dispatch({ type: 'discarded', clientKey });
  }, []);

  const loadOlder = useCallback(() => {
    const first = logRef.current.messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    sourceRef.current
      .listMessages({ before: first.messageIdx, limit: PAGE_SIZE })
      .then((page) => dispatch({ type: 'older', list: page.list, hasMore: page.hasMore }))
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [loadingOlder]);

  return { log, loadError, retryLoad: bumpAttempt, loadingOlder, loadOlder, send, retry, discard };
}
