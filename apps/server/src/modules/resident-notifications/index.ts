export { residentNotificationsRoutes } from './resident-notifications.routes';
export { createResidentNotificationsService, type ResidentNotificationsService } from './resident-notifications.service';
