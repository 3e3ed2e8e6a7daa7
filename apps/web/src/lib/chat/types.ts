/** The chat's shapes are the contract's (packages/contract/src/chat.ts); the shared chat pieces read them from here. */
export type {
  ChatMessage,
  ChatMessagePage,
  ChatPhoto,
  ChatReadEvent,
  ChatSender,
  ChatThread,
  ChatMessageBody as SendChatMessageBody,
} from '@ipju/contract';
