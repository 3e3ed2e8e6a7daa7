import { api } from '@ipju/api-client';
import type { ChatMessagePage } from '@ipju/contract';

/** A page of one customer chat (GET /partner/chat/threads/{threadIdx}/messages). */
export async function partnerListChatMessages(threadIdx: number, query: { after?: number; before?: number; limit?: number }): Promise<ChatMessagePage> {
  return (await api.partnerListChatMessages({ threadIdx, ...query })).data;
}
