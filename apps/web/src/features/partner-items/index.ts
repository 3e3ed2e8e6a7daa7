/** 상품 관리 of the partner console; the company page reads the item list and uploads with the partner credential. */
export { partnerRoutes } from './routes';
export { usePartnerItems } from './api/partnerListItems';
export { partnerPresign } from '../../lib/api/partnerGetPresignedUrl';
