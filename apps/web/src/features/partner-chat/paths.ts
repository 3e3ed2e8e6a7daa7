/** The console's customer chats. */
export const PARTNER_CHAT = '/partner/chat';
export const partnerChatThreadPath = (threadIdx: number) => `${PARTNER_CHAT}/${threadIdx}`;
