export { eventsRoutes } from './events.routes';
export { createEventsService, type EventsService } from './events.service';
