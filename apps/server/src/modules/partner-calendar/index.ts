/** The partner console's calendar: sold visits, closed days, the company's own entries and its capacity. */
export { partnerCalendarRoutes } from './partner.routes';
export { createPartnerCalendarService, listPartnerVisits, type PartnerCalendarService } from './partner-calendar.service';
