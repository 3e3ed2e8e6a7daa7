import { CHAT_OFF_PLATFORM_WARNING, type ChatMessage, type ChatThread } from '@ipju/contract';

export const makeThread = (over: Partial<ChatThread> = {}): ChatThread => ({
  threadIdx: 7,
  kind: 'order',
  title: '깨끗한청소',
  subtitle: '입주청소 스탠다드 · 2026.12.05 (토)',
  status: 'open',
  lastMessage: null,
  lastMessageIdx: 0,
  unreadCount: 0,
  myLastReadIdx: 0,
  otherLastReadIdx: 0,
  order: { orderIdx: 3, orderNo: 'IPJU-20261126-0001', lineIdx: 31 },
  planApplicationIdx: null,
  warning: CHAT_OFF_PLATFORM_WARNING,
  updatedAt: '2026-11-26T03:00:00.000Z',
  ...over,
});

export const makeMessage = (messageIdx: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  messageIdx,
  threadIdx: 7,
  sender: 'partner',
  senderName: '깨끗한청소',
  text: `메시지 ${messageIdx}`,
  masked: false,
  photos: [],
  createdAt: '2026-11-26T03:00:00.000Z',
  mine: false,
  clientKey: null,
  ...over,
});
