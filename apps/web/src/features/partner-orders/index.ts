/** Public API of the partner orders feature (the console's 오늘, 주문 and 주문 상세). */
export { partnerRoutes } from './routes';
