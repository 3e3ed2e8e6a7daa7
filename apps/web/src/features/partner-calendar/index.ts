/** Public API of the partner calendar feature: its console routes (캘린더) and the company's closed days. */
export { partnerRoutes } from './routes';
export { useClosedDays } from './api/closedDaysOf';
