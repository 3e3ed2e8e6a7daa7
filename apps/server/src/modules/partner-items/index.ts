/** The company's item management (/business/items) and the 시공 사례 residents see on a service page. */
import type { ApiInstance } from '../types';
import type { PartnerItemsService } from './partner-items.service';
import { portfolioRoutes } from './partner-items.routes';
import { partnerItemsRoutes } from './partner.routes';

export { createPartnerItemsService, type PartnerItemsService } from './partner-items.service';

export async function partnerItemsModule(app: ApiInstance, services: { partnerItems: PartnerItemsService }) {
  await partnerItemsRoutes(app, services);
  await portfolioRoutes(app, services);
}
