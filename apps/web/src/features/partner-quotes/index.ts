/** Public API of the partner 방문 견적 feature: its console routes. */
export { partnerRoutes } from './routes';
