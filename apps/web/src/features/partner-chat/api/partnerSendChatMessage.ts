import { api } from '@ipju/api-client';
import type { ChatMessage, ChatMessageBody } from '@ipju/contract';

/** The company's message (POST /partner/chat/threads/{threadIdx}/messages); the same clientKey answers the stored one. */
export async function partnerSendChatMessage(threadIdx: number, body: ChatMessageBody): Promise<ChatMessage> {
  return (await api.partnerSendChatMessage({ threadIdx, body })).data.message;
}
