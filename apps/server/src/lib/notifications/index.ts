export { queueResidentNotice, residentPhone, type ResidentNotice } from './queue';
export { createNotificationDispatcher, type NotificationDispatcher } from './dispatcher';
export { dispatchNotices } from './dispatch';
export { queueStaffNotice, type StaffNotice } from './staff-queue';
