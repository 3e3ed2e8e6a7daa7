/** 업체 정보 of the partner console (profile sections, verification documents). */
export { partnerRoutes } from './routes';
