/** Public surface of the partner-offline feature (오프라인 주문 in the partner console): its console routes. */
export { partnerRoutes } from './routes';
