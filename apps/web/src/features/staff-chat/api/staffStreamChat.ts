import { api, buildUrl } from '@ipju/api-client';
import type { ChatStreamTarget } from '../../../components/chat/useChatStream';
import { FetchEventSource } from '../../../lib/chat/fetch-event-source';
import { getStaffToken } from '../../staff-auth';

/**
 * Staff's chat stream (GET /staff/chat/stream): server-sent events read with fetch, which can send the staff
 * bearer credential (an EventSource cannot), at the address the generated client's operation names.
 */
export const staffChatStream: ChatStreamTarget = {
  url: (lastEventId) => buildUrl(api.staffStreamChat.meta, lastEventId ? { lastEventId } : {}),
  connect: (url) => {
    const token = getStaffToken();
    return new FetchEventSource(url, token ? { Authorization: `Bearer ${token}` } : {});
  },
};
