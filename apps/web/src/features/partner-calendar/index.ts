/** Public API of the partner calendar feature: its console routes (캘린더). */
export { partnerRoutes } from './routes';
