export { queueResidentNotice, type ResidentNotice } from './queue';
export { createNotificationDispatcher, type NotificationDispatcher } from './dispatcher';
export { queueStaffNotice, type StaffNotice } from './staff-queue';
