/** Public API of the staff chat feature (the staff console's 채팅 상담): its console routes. */
export { staffRoutes } from './routes';
