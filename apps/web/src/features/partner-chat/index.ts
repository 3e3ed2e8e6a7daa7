/**
 * Public API of the partner chat feature (the console's 채팅 with customers):
 *
 * - `partnerRoutes`: /partner/chat, /partner/chat/:threadIdx (app/partner/partner-routes.tsx)
 * - `<CustomerChatButton lineIdx />`: 고객과 채팅 on the console's order page (features/partner-orders)
 * - `usePartnerChatUnreadCount()`: the 채팅 tab's badge
 */
export { partnerRoutes } from './routes';
export { CustomerChatButton } from './components/CustomerChatButton';
export { usePartnerChatUnreadCount } from './api/partnerListChatThreads';
export { PARTNER_CHAT } from './paths';
