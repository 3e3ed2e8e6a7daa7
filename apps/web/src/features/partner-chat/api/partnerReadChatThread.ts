import { api } from '@ipju/api-client';
import type { ChatReadResult } from '@ipju/contract';

/** Marks the customer chat read by the company up to a message (PUT /partner/chat/threads/{threadIdx}/read). */
export async function partnerReadChatThread(threadIdx: number, messageIdx: number): Promise<ChatReadResult> {
  return (await api.partnerReadChatThread({ threadIdx, body: { messageIdx } })).data;
}
