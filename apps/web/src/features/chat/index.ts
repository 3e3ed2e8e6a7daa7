/**
 * Public API of the chat feature (the resident's 채팅):
 *
 * - `routes`: /chat (conversations), /chat/:threadIdx (one conversation), in app/resident-routes.tsx
 * - `<OrderChatButton lineIdx companyName />`: 업체와 채팅 on an order line (features/orders), opening or creating the thread
 * - `CHAT_PATH`, `chatThreadPath`: where other screens link
 * - `useUnreadChatCount(enabled)`: unread messages over all conversations (my page's 채팅 row, the 내 정보 tab's badge)
 */
export { routes } from './routes';
export { OrderChatButton } from './components/OrderChatButton';
export { CHAT_PATH, chatThreadPath } from './paths';
export { useUnreadChatCount } from './api/listChatThreads';
