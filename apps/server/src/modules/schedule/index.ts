/** Visit dates: availability, partners' slots, and the visit choice cart and billing parse. */
export { scheduleRoutes } from './schedule.routes';
export { createScheduleService, type ScheduleService } from './schedule.service';
export {
  affectedOrders,
  closeDate,
  daySlots,
  holdSlots,
  partnerDefaultCapacity,
  readWeeklyCapacity,
  releaseSlot,
  reopenDate,
  setSlotCapacity,
  setWeeklyCapacity,
  slotState,
  type AffectedOrder,
  type DaySlot,
  type SlotRef,
  type WeeklyCell,
} from './slots';
export { formatVisit, parseVisitChoice, type VisitChoice } from './visit-choice';
export { monthAvailability } from './availability';
export { bookingWindow } from './booking-window';
