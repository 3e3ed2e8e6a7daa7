import { api } from '@ipju/api-client';
import type { ChatReadResult } from '@ipju/contract';

/** Marks the conversation read up to a message (PUT /chat/threads/{threadIdx}/read): the other side sees 읽음. */
export async function readChatThread(threadIdx: number, messageIdx: number): Promise<ChatReadResult> {
  return (await api.readChatThread({ threadIdx, body: { messageIdx } })).data;
}
