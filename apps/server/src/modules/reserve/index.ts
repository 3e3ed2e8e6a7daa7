import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';
import { partnerReserveRoutes } from './partner.routes';
import { reserveRoutes } from './reserve.routes';
import type { ReserveService } from './reserve.service';

export { createReserveService, type ReserveService } from './reserve.service';

/** 방문 견적 (/reserve): the resident's booking, the company's proposal, the quote turned into a cart line. */
export async function reserveModule(app: ApiInstance, services: { reserve: ReserveService }, deps: AppDeps) {
  await reserveRoutes(app, services);
  await partnerReserveRoutes(app, services, { demo: deps.config.isDemo });
}
