import { api } from '@ipju/api-client';
import type { ChatMessage, ChatMessageBody } from '@ipju/contract';

/** Sends a message (POST /chat/threads/{threadIdx}/messages); the same clientKey answers the message already stored. */
export async function sendChatMessage(threadIdx: number, body: ChatMessageBody): Promise<ChatMessage> {
  return (await api.sendChatMessage({ threadIdx, body })).data.message;
}
