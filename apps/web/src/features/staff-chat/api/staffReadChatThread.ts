import { api } from '@ipju/api-client';
import type { ChatReadResult } from '@ipju/contract';
import { staffRequest } from '../../staff-auth';

/** Marks the conversation read by staff up to a message (PUT /staff/chat/threads/{threadIdx}/read). */
export async function staffReadChatThread(threadIdx: number, messageIdx: number): Promise<ChatReadResult> {
  return (await api.staffReadChatThread({ threadIdx, body: { messageIdx } }, staffRequest())).data;
}
