import { api } from '@ipju/api-client';
import type { ChatMessagePage } from '@ipju/contract';

/** Which page: the newest (neither), the one before a message, or what came after one. */
export interface ChatMessagesPageQuery {
  after?: number;
  before?: number;
  limit?: number;
}

/** A page of one conversation (GET /chat/threads/{threadIdx}/messages): the newest, before one, or after one. */
export async function listChatMessages(threadIdx: number, query: ChatMessagesPageQuery): Promise<ChatMessagePage> {
  return (await api.listChatMessages({ threadIdx, ...query })).data;
}
