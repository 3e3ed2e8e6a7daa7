/** Visit dates: availability, partners' slots, and the visit choice cart and billing parse. */
export { scheduleRoutes } from './schedule.routes';
export { createScheduleService, type ScheduleService } from './schedule.service';
export { holdSlots, releaseSlot, slotState, type SlotRef } from './slots';
export { formatVisit, parseVisitChoice, type VisitChoice } from './visit-choice';
export { monthAvailability } from './availability';
