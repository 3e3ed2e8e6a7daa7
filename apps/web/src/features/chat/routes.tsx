import type { RouteObject } from 'react-router';

/** 채팅: the conversations (ipju 상담 and each company) and one conversation; in app/resident-routes.tsx. */
export const routes: RouteObject[] = [
  { path: '/chat', lazy: async () => ({ Component: (await import('./pages/ChatListPage')).default }) },
  { path: '/chat/:threadIdx', lazy: async () => ({ Component: (await import('./pages/ChatRoomPage')).default }) },
];
