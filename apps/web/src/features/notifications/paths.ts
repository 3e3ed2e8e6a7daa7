/** The 알림 inbox (SPEC names only /notification/setting; the inbox sits beside it: docs/NOTIFICATIONS.md). */
export const NOTIFICATIONS_PATH = '/notification';
export const NOTIFICATION_SETTING_PATH = '/notification/setting';
