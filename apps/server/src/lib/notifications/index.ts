export { queueResidentNotice, residentPhone, type ResidentNotice } from './queue';
export { createNotificationDispatcher, type DispatcherOptions, type NotificationDispatcher } from './dispatcher';
export {
  decideNotice,
  isMarketingNight,
  loadPreferences,
  marketingActive,
  unsubscribePagePath,
  unsubscribeToken,
  verifyUnsubscribeToken,
  type ResidentPreferences,
} from './resident-preferences';
export { dispatchNotices } from './dispatch';
export { queuePartnerNotice, type PartnerNotice, type PartnerNoticeKind } from './partner-notice';
export { queueStaffNotice, type StaffNotice } from './staff-queue';
export { findDeviceToken, forgetPushToken, registerDeviceToken, type DeviceOwner, type DeviceTokenRow } from './device-tokens';
export { orderLink, partnerNotices, type NoticeLine } from './partner-notice-words';
export { inboxOf, type Inbox } from './inbox-queries';
