export { eventsRoutes } from './events.routes';
export { staffEventsRoutes } from './staff.routes';
export { createEventsService, type EventsService } from './events.service';
