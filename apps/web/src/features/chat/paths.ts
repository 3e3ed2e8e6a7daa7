/** The resident's chats: the list and one conversation. */
export const CHAT_PATH = '/chat';
export const chatThreadPath = (threadIdx: number) => `${CHAT_PATH}/${threadIdx}`;
