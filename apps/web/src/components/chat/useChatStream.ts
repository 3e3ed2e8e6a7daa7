import { useEffect, useRef } from 'react';
import { openChatStream, type ChatStreamHandlers, type ChatStreamOptions } from '../../lib/chat/chat-stream';

/** A role's chat stream: its address for a resume point, and how to open it (the consoles send a bearer). */
export type ChatStreamTarget = Pick<ChatStreamOptions, 'url' | 'connect'>;

/**
 * Keeps the chat stream open while the screen is shown (see lib/chat/chat-stream). The handlers may change on
 * every render; the stream is reopened only when `streamKey` changes (another role or credential). `stream`
 * null (signed out): no stream.
 */
export function useChatStream(stream: ChatStreamTarget | null, handlers: ChatStreamHandlers, streamKey = 'chat'): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const streamRef = useRef(stream);
  streamRef.current = stream;
  const enabled = stream !== null;

  useEffect(() => {
    if (!enabled) return;
    return openChatStream(
      {
        onMessage: (message) => handlersRef.current.onMessage(message),
        onRead: (event) => handlersRef.current.onRead?.(event),
        onOpen: (reconnected) => handlersRef.current.onOpen?.(reconnected),
      },
      {
        url: (id) => streamRef.current?.url(id) ?? '',
        ...(streamRef.current?.connect ? { connect: streamRef.current.connect } : {}),
      },
    );
  }, [enabled, streamKey]);
}
