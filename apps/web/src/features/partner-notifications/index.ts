/**
 * Public API of the partner-notifications feature (the company's 알림):
 *
 * - `partnerRoutes`: /partner/notifications, registered in app/partner/partner-routes.tsx
 * - `usePartnerUnreadCount()`: how many notices are unread, for the console header's badge
 * - `<PartnerPushRegistration />`: registers the partner app's push token (mounted once in the shell)
 */
export { partnerRoutes } from './routes';
export { usePartnerUnreadCount } from './api/partnerListPushes';
export { PartnerPushRegistration } from './components/PartnerPushRegistration';
