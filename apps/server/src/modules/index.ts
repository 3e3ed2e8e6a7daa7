import type { AppDeps } from '../app-deps';
import { authRoutes } from './auth/auth.routes';
import { billingModule } from './billing';
import { pricedCartLinesReader } from './cart/cart.checkout';
import { cartRoutes } from './cart/cart.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { contentRoutes } from './content/content.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { devRoutes } from './dev/dev.routes';
import { filesRoutes } from './files/files.routes';
import { itemsRoutes } from './items/items.routes';
import { createItemsService } from './items/items.service';
import { partnerAccountRoutes } from './partner-account/partner-account.routes';
import { placesRoutes } from './places/places.routes';
import { pointsRoutes } from './points/points.routes';
import { referralsRoutes } from './referrals/referrals.routes';
import { residentsRoutes } from './residents/residents.routes';
import { scheduleRoutes } from './schedule/schedule.routes';
import { systemRoutes } from './system/system.routes';
import type { ApiInstance } from './types';

/** Every feature module, mounted under /api/v2. Add a module here when it is created. */
export async function registerModules(api: ApiInstance, deps: AppDeps) {
  await placesRoutes(api, deps);
  await authRoutes(api, deps);
  await residentsRoutes(api, deps);
  await partnerAccountRoutes(api, deps);
  await devRoutes(api, deps);
  await categoriesRoutes(api, deps);
  await itemsRoutes(api, deps);
  await scheduleRoutes(api, deps);
  await contentRoutes(api, deps);
  await systemRoutes(api);
  await filesRoutes(api, deps);
  await cartRoutes(api, deps);
  await billingModule(api, deps);
  await couponsRoutes(api, deps, { readCartLines: pricedCartLinesReader(deps.db, createItemsService(deps.db)) });
  await pointsRoutes(api, deps);
  await referralsRoutes(api, deps);
}
