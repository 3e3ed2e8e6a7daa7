import { api, buildUrl } from '@ipju/api-client';
import type { ChatStreamTarget } from '../../../components/chat/useChatStream';

/**
 * The resident's chat stream (GET /chat/stream, server-sent events with the session cookie): a browser
 * EventSource, which the generated client cannot be, at the address the client's operation names.
 */
export const residentChatStream: ChatStreamTarget = {
  url: (lastEventId) => buildUrl(api.streamChat.meta, lastEventId ? { lastEventId } : {}),
};
