import { api, buildUrl, getApiConfig } from '@ipju/api-client';
import type { ChatStreamTarget } from '../../../components/chat/useChatStream';
import { FetchEventSource } from '../../../lib/chat/fetch-event-source';

/**
 * The company's chat stream (GET /partner/chat/stream): server-sent events read with fetch, which can send the
 * partner's bearer credential (an EventSource cannot), at the address the generated client's operation names.
 */
export const partnerChatStream: ChatStreamTarget = {
  url: (lastEventId) => buildUrl(api.partnerStreamChat.meta, lastEventId ? { lastEventId } : {}),
  connect: (url) => {
    const token = getApiConfig().getPartnerToken?.();
    return new FetchEventSource(url, token ? { Authorization: `Bearer ${token}` } : {});
  },
};
