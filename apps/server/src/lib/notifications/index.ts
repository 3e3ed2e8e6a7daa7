export { queueResidentNotice, residentPhone, type ResidentNotice } from './queue';
export { createNotificationDispatcher, type NotificationDispatcher } from './dispatcher';
export { dispatchNotices } from './dispatch';
export { queuePartnerNotice, type PartnerNotice, type PartnerNoticeKind } from './partner-notice';
export { queueStaffNotice, type StaffNotice } from './staff-queue';
export { findDeviceToken, forgetPushToken, registerDeviceToken, type DeviceOwner, type DeviceTokenRow } from './device-tokens';
export { orderLink, partnerNotices, type NoticeLine } from './partner-notice-words';
