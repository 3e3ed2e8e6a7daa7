import type { RouteObject } from 'react-router';

/** Console pages of the partner chat feature: the customer chats and one conversation. */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/chat', lazy: async () => ({ Component: (await import('./pages/PartnerChatListPage')).PartnerChatListPage }) },
  { path: '/partner/chat/:threadIdx', lazy: async () => ({ Component: (await import('./pages/PartnerChatRoomPage')).PartnerChatRoomPage }) },
];
