/** Public surface of the partner-offline feature (오프라인 주문 in the partner console): its console routes. */
export { partnerRoutes } from './routes';
export { useTodayOfflineJobs } from './api/useTodayOfflineJobs';

/** Where one offline order opens in the console. */
export const offlineOrderPath = (id: number) => `/partner/offline/${id}`;
