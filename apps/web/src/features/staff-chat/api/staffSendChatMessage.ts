import { api } from '@ipju/api-client';
import type { ChatMessage, ChatMessageBody } from '@ipju/contract';
import { staffRequest } from '../../staff-auth';

/** Staff's answer (POST /staff/chat/threads/{threadIdx}/messages); the same clientKey answers the stored message. */
export async function staffSendChatMessage(threadIdx: number, body: ChatMessageBody): Promise<ChatMessage> {
  return (await api.staffSendChatMessage({ threadIdx, body }, staffRequest())).data.message;
}
