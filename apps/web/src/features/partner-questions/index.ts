/** Public API of the partner 문의 feature (residents' questions about the company's services): its console routes. */
export { partnerRoutes } from './routes';
