import { api } from '@ipju/api-client';
import type { ChatMessagePage } from '@ipju/contract';

/** Which page: the newest (neither), the one before a message, or what came after one. */
export interface ChatMessagesPageQuery {
  after?: number;
  before?: number;
  limit?: number;
}
import { staffRequest } from '../../staff-auth';

/** A page of one conversation, as staff read it (GET /staff/chat/threads/{threadIdx}/messages). */
export async function staffListChatMessages(threadIdx: number, query: ChatMessagesPageQuery): Promise<ChatMessagePage> {
  return (await api.staffListChatMessages({ threadIdx, ...query }, staffRequest())).data;
}
