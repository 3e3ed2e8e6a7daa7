/**
 * Public API of the notifications feature (the resident's 알림 and 알림 설정):
 *
 * - `routes`: /notification (inbox), /notification/setting, /unsubscribe/:token, in app/resident-routes.tsx
 * - `<NotificationBell />`: the header's bell with the unread badge (home header)
 * - `NOTIFICATIONS_PATH`, `NOTIFICATION_SETTING_PATH`: where my page and the notification sheet link
 */
export { routes } from './routes';
export { NotificationBell } from './components/NotificationBell';
export { NOTIFICATIONS_PATH, NOTIFICATION_SETTING_PATH } from './paths';
